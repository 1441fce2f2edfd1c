import { useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  type BidDetail as Bid,
  type CustomerBidQuote,
  formatDate,
  formatMoney,
  formatNumber,
  laneLabel,
  placeLabel,
  quoteServiceStatuses,
  requestedServiceName,
  requestedServicesOf,
} from '@baro/core';
import { ConfirmDialog, LoadingState, notifyError, notifySuccess, QueryErrorState } from '@baro/ui';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DocumentList } from '../../../components/documents/DocumentList.tsx';
import { DocumentUploadPanel } from '../../../components/documents/DocumentUploadPanel.tsx';
import { BID_FILE_TYPES } from '../../../components/documents/document-types.ts';
import { useDownloads } from '../../../components/documents/downloads.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { hrefs, paths } from '../../../paths.ts';
import { useAcceptQuote, useCancelBid, useCloseBid } from '../api/bid-actions.ts';
import { useBid } from '../api/get-bid.ts';
import { canAttachToBid, canCancelBid, canCloseBid } from '../bid-format.ts';
import { cargoText } from './BidList.tsx';
import { BidStatusBadge } from './BidStatusBadge.tsx';
import { QuoteCompareTable } from './QuoteCompareTable.tsx';
import '../../../components/forwarding-rows.css';
import '../bids.css';

/** `/mypage/bids/:id`: one bid request of the team, its quotes side by side and its documents. */
export function BidDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const bid = useBid(id);
  useDocumentTitle(t('bids.documentTitle.bid'));
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.mypageBids} size="sm">
        ← {t('bids.detail.back')}
      </Anchor>
      {bid.isPending ? (
        <LoadingState variant="skeleton" rows={8} />
      ) : bid.isError ? (
        <QueryErrorState query={bid} />
      ) : (
        <BidView bid={bid.data} />
      )}
    </Stack>
  );
}

type Confirming =
  | { action: 'close' }
  | { action: 'cancel' }
  | { action: 'accept'; quote: CustomerBidQuote }
  | null;

function BidView({ bid }: { bid: Bid }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const closeBid = useCloseBid();
  const cancelBid = useCancelBid();
  const acceptQuote = useAcceptQuote(bid.id);
  const { pending, downloadBidQuotation } = useDownloads();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const lane = laneLabel(bid.pol, bid.pod, language);
  const deadline = formatDate(bid.deadline, language, true);

  /** A refused action: the server's words on the page, and the bid as it is now. */
  const failed = (error: unknown) => {
    setConfirming(null);
    setActionError(errorText(error));
    void queryClient.invalidateQueries({ queryKey: queryKeys.bids.detail(bid.id) });
  };

  const confirm = () => {
    if (!confirming) return;
    setActionError(null);
    if (confirming.action === 'close') {
      closeBid.mutate(bid.id, {
        onSuccess: () => {
          setConfirming(null);
          notifySuccess(t('bids.detail.closed'));
        },
        onError: failed,
      });
    } else if (confirming.action === 'cancel') {
      cancelBid.mutate(bid.id, {
        onSuccess: () => {
          setConfirming(null);
          notifySuccess(t('bids.detail.canceled'));
        },
        onError: failed,
      });
    } else {
      acceptQuote.mutate(confirming.quote.id, {
        onSuccess: ({ shipmentId }) => {
          setConfirming(null);
          notifySuccess(t('bids.quotes.acceptedToast'));
          navigate(hrefs.shipment(shipmentId));
        },
        onError: failed,
      });
    }
  };

  const onDownload = async () => {
    const outcome = await downloadBidQuotation(bid.id);
    if (!outcome.ok) notifyError(errorText(outcome.failureInfo));
  };

  const busy = closeBid.isPending || cancelBid.isPending || acceptQuote.isPending;
  const requestedServices = requestedServicesOf(bid.cargo.services);
  /** What the quote being accepted includes of the requested services, for the confirmation. */
  const servicesOf = (quote: CustomerBidQuote) =>
    quoteServiceStatuses(requestedServices, quote)
      .map((status) =>
        t(
          status.status === 'priced'
            ? 'bids.quotes.acceptServicePriced'
            : status.status === 'declined'
              ? 'bids.quotes.acceptServiceDeclined'
              : 'bids.quotes.acceptServiceUnanswered',
          { service: requestedServiceName(status.service, language) },
        ),
      )
      .join(', ');
  const waiting = bid.status === 'waiting';

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1} size="h2">
              {lane}
            </Title>
            <Text size="sm" c="dimmed">
              <span className="bid-number">{bid.number}</span> · {t(`bids.freightType.${bid.freightType}`)} ·{' '}
              {bid.pol.code} → {bid.pod.code}
            </Text>
          </div>
          <BidStatusBadge status={bid.status} />
        </Group>
        <Alert color={waiting ? 'orange' : 'blue'} variant="light" role="status">
          {t(`bids.detail.statusHelp.${bid.status}`, { deadline })}
        </Alert>
        {actionError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            withCloseButton
            onClose={() => setActionError(null)}
          >
            {actionError}
          </Alert>
        ) : null}
        <Group gap="xs">
          {bid.shipmentId ? (
            <Button component={Link} to={hrefs.shipment(bid.shipmentId)}>
              {t('bids.detail.actions.viewShipment')}
            </Button>
          ) : null}
          {canCloseBid(bid) ? (
            <Button variant="light" onClick={() => setConfirming({ action: 'close' })} disabled={busy}>
              {t('bids.detail.actions.close')}
            </Button>
          ) : null}
          <Button variant="default" onClick={() => void onDownload()} loading={pending === `bid:${bid.id}`}>
            {t('bids.detail.actions.download')}
          </Button>
          {canCancelBid(bid) ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => setConfirming({ action: 'cancel' })}
              disabled={busy}
            >
              {t('bids.detail.actions.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>

      <Section title={t('bids.detail.request')} id="bid-request">
        <RequestSummary bid={bid} />
      </Section>

      <Section title={t('bids.quotes.title')} id="bid-quotes">
        {bid.quotes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {bid.status === 'estimating'
              ? t('bids.quotes.emptyEstimating', { deadline })
              : t('bids.quotes.empty')}
          </Text>
        ) : (
          <Stack gap="sm">
            {bid.status === 'estimating' ? (
              <Text size="sm" c="dimmed">
                {t('bids.quotes.closeToAccept')}
              </Text>
            ) : null}
            <QuoteCompareTable
              quotes={bid.quotes}
              requestedServices={requestedServices}
              canAccept={waiting}
              accepting={acceptQuote.isPending ? (acceptQuote.variables ?? null) : null}
              onAccept={(quote) => setConfirming({ action: 'accept', quote })}
            />
          </Stack>
        )}
      </Section>

      <Section title={t('bids.documents.title')} id="bid-documents">
        <Stack gap="md">
          <DocumentList files={bid.files} order={BID_FILE_TYPES} emptyText={t('bids.documents.empty')} />
          {canAttachToBid(bid) ? (
            <DocumentUploadPanel
              target={{ targetType: 'bid', targetId: bid.id }}
              types={BID_FILE_TYPES}
              onUploaded={() =>
                void queryClient.invalidateQueries({ queryKey: queryKeys.bids.detail(bid.id) })
              }
            />
          ) : (
            <Text size="xs" c="dimmed">
              {t('bids.documents.closed')}
            </Text>
          )}
        </Stack>
      </Section>

      <ConfirmDialog
        opened={confirming?.action === 'close'}
        title={t('bids.detail.closeConfirm.title')}
        message={t('bids.detail.closeConfirm.message', { count: bid.quoteCount })}
        confirmLabel={t('bids.detail.closeConfirm.confirm')}
        loading={closeBid.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        opened={confirming?.action === 'cancel'}
        title={t('bids.detail.cancelConfirm.title')}
        message={t('bids.detail.cancelConfirm.message')}
        confirmLabel={t('bids.detail.cancelConfirm.confirm')}
        tone="danger"
        loading={cancelBid.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        opened={confirming?.action === 'accept'}
        title={t('bids.quotes.acceptConfirm.title')}
        message={
          confirming?.action === 'accept' ? (
            <Stack gap="xs">
              <span>
                {t('bids.quotes.acceptConfirm.message', {
                  partner: confirming.quote.partner.name,
                  total: formatMoney(confirming.quote.totalKRW, 'KRW', language),
                })}
              </span>
              {requestedServices.length > 0 ? (
                <span data-testid="accept-services">
                  {t('bids.quotes.acceptServices', { services: servicesOf(confirming.quote) })}
                </span>
              ) : null}
            </Stack>
          ) : (
            ''
          )
        }
        confirmLabel={t('bids.quotes.acceptConfirm.confirm')}
        loading={acceptQuote.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', xs: 'lg' }} aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function RequestSummary({ bid }: { bid: Bid }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { cargo } = bid;
  const services = (['customsClearance', 'insurance', 'inlandTransport'] as const).filter(
    (service) => cargo.services[service],
  );
  const item = (label: string, value: ReactNode) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="forwarding-summary">
      {item(t('bids.detail.freightType'), t(`bids.freightType.${bid.freightType}`))}
      {item(t('bids.detail.pol'), placeLabel(bid.pol, language))}
      {item(t('bids.detail.pod'), placeLabel(bid.pod, language))}
      {item(t('bids.detail.incoterms'), bid.incoterms)}
      {item(t('bids.detail.cargoReadyDate'), formatDate(`${bid.cargoReadyDate}T00:00:00+09:00`, language))}
      {cargo.containers.length > 0
        ? item(t('bids.detail.containers'), cargoText({ containers: cargo.containers, packages: [] }, t))
        : null}
      {cargo.packages.length > 0
        ? item(
            t('bids.detail.packages'),
            <>
              {cargoText({ containers: [], packages: cargo.packages }, t)}
              {cargo.packages.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: packing-list lines have no id
                <Text key={index} size="xs" c="dimmed">
                  {t('bids.detail.packageLine', {
                    length: formatNumber(line.length),
                    width: formatNumber(line.width),
                    height: formatNumber(line.height),
                    weight: formatNumber(line.weight),
                    quantity: formatNumber(line.quantity),
                  })}
                </Text>
              ))}
            </>,
          )
        : null}
      {item(
        t('bids.detail.services'),
        services.length > 0
          ? services.map((service) => t(`bids.form.${service}`)).join(', ')
          : t('bids.detail.servicesNone'),
      )}
      {cargo.services.cargoValue
        ? item(
            t('bids.detail.cargoValue'),
            formatMoney(cargo.services.cargoValue.amount, cargo.services.cargoValue.currency, language),
          )
        : null}
      {cargo.description ? item(t('bids.detail.description'), cargo.description) : null}
      {bid.memo
        ? item(t('bids.detail.memo'), <span style={{ whiteSpace: 'pre-wrap' }}>{bid.memo}</span>)
        : null}
      {item(t('bids.detail.requestedAt'), formatDate(bid.createdAt, language, true))}
      {item(t('bids.detail.requestedBy'), bid.createdBy.name)}
      {item(t('bids.detail.deadline'), formatDate(bid.deadline, language, true))}
      {bid.closedAt ? item(t('bids.detail.closedAt'), formatDate(bid.closedAt, language, true)) : null}
      {item(
        t('bids.detail.quoteCount'),
        bid.lowestTotalKRW === null
          ? t('bids.list.quoteCount', { count: bid.quoteCount })
          : `${t('bids.list.quoteCount', { count: bid.quoteCount })} · ${t('bids.list.lowest')} ${formatMoney(bid.lowestTotalKRW, 'KRW', language)}`,
      )}
    </dl>
  );
}
