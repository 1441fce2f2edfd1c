import { useDocumentTitle, useLanguage } from '@baro/client';
import {
  cancelBidByStaffRequestSchema,
  describeServiceStatus,
  extendBidDeadlineRequestSchema,
  formatDateTime,
  formatDay,
  formatMoney,
  fromSeoulInputValue,
  isBidOpenAt,
  quoteServiceStatuses,
  requestedServiceName,
  requestedServicesOf,
  toFieldErrors,
  toSeoulInputValue,
} from '@baro/core';
import { EmptyState, Lane, LoadingState, notifySuccess, PageContainer, QueryErrorState } from '@baro/ui';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReasonDialog } from '../../../components/reason/ReasonDialog.tsx';
import { hrefs, paths } from '../../../lib/paths.ts';
import { useCancelBid } from '../api/cancel-bid.ts';
import { useExtendDeadline } from '../api/extend-deadline.ts';
import { useBid } from '../api/get-bid.ts';
import { cargoSummary } from '../cargo-text.ts';
import { BidStatusBadge } from './BidStatusBadge.tsx';

/**
 * `/bids/{id}`: a bid request as staff see it — titled by its number (the id stays in the address
 * and is shown for support), team and author, lane and cargo, the deadline
 * (the rule's or one staff set), every partner quote (withdrawn ones too) with how it answered
 * each requested service (통관, 내륙 운송: priced, declined with the reason, or no answer), files
 * and the shipment —
 * with "extend the deadline" while quoting is open and "cancel" while undecided, each with a reason.
 */
export function BidDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const bid = useBid(id);
  const extend = useExtendDeadline(id);
  const cancel = useCancelBid(id);
  const [dialog, setDialog] = useState<'deadline' | 'cancel' | null>(null);
  const [deadline, setDeadline] = useState('');
  const [deadlineError, setDeadlineError] = useState<string | undefined>();
  useDocumentTitle(t('bids.detailTitle', { number: bid.data?.number ?? id }));

  if (bid.isPending) return <LoadingState />;
  if (bid.isError) return <QueryErrorState query={bid} />;
  const detail = bid.data;
  const open = isBidOpenAt({ status: detail.status, deadline: new Date(detail.deadline) }, new Date());
  const cancelable = detail.status === 'estimating' || detail.status === 'waiting';
  const requestedServices = requestedServicesOf(detail.cargo.services);

  const rows: [string, ReactNode][] = [
    [t('bids.fields.status'), <BidStatusBadge key="status" status={detail.status} />],
    [t('bids.fields.id'), <code key="id">{detail.id}</code>],
    [
      t('bids.fields.team'),
      <Anchor key="team" component={Link} to={hrefs.team(detail.team.id)}>
        {detail.team.name}
      </Anchor>,
    ],
    [t('bids.fields.author'), `${detail.createdBy.name} (${detail.createdBy.email})`],
    [t('bids.fields.lane'), <Lane key="lane" pol={detail.pol} pod={detail.pod} />],
    [t('bids.fields.freightType'), t(`freightType.${detail.freightType}`)],
    [t('bids.fields.incoterms'), detail.incoterms],
    [t('bids.fields.cargoReady'), detail.cargoReadyDate],
    [t('bids.fields.cargo'), cargoSummary(detail.cargo, t)],
    [
      t('bids.fields.services'),
      requestedServices.length > 0
        ? requestedServices.map((service) => requestedServiceName(service, language)).join(', ')
        : t('bids.noServices'),
    ],
    [t('bids.fields.description'), detail.cargo.description ?? '—'],
    [t('bids.fields.memo'), detail.memo ?? '—'],
    [
      t('bids.fields.deadline'),
      <span key="deadline">
        {formatDateTime(detail.deadline, language)}{' '}
        <Badge size="sm" variant="light" color={detail.deadlineSource === 'staff' ? 'grape' : 'gray'}>
          {t(`bids.deadlineSource.${detail.deadlineSource}`)}
        </Badge>
      </span>,
    ],
    [t('bids.fields.createdAt'), formatDateTime(detail.createdAt, language)],
    [
      t('bids.fields.shipment'),
      detail.shipmentId ? (
        <Anchor key="shipment" component={Link} to={hrefs.shipment(detail.shipmentId)}>
          {detail.shipmentId}
        </Anchor>
      ) : (
        '—'
      ),
    ],
  ];

  const submitDeadline = async (reason: string) => {
    setDeadlineError(undefined);
    const request = { deadline: fromSeoulInputValue(deadline) ?? '', reason };
    const parsed = extendBidDeadlineRequestSchema.safeParse(request);
    if (!parsed.success) {
      const fields = toFieldErrors(parsed.error, language, request);
      if (fields.deadline) setDeadlineError(t('bids.deadlineInvalid'));
      return fields;
    }
    await extend.mutateAsync(parsed.data);
    setDialog(null);
    notifySuccess(t('bids.deadlineMoved', { at: formatDateTime(parsed.data.deadline, language) }));
    return null;
  };

  const submitCancel = async (reason: string) => {
    const parsed = cancelBidByStaffRequestSchema.safeParse({ reason });
    if (!parsed.success) return toFieldErrors(parsed.error, language, { reason });
    await cancel.mutateAsync(parsed.data);
    setDialog(null);
    notifySuccess(t('bids.canceled'));
    return null;
  };

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('bids.detailTitle', { number: detail.number })}
      actions={
        <Group gap="sm">
          <Anchor component={Link} to={paths.bids}>
            ← {t('common.back')}
          </Anchor>
          <Button component={Link} to={hrefs.auditOf(detail.id)} variant="default">
            {t('bids.history')}
          </Button>
          {open ? (
            <Button
              variant="default"
              onClick={() => {
                setDeadline(toSeoulInputValue(new Date(Date.parse(detail.deadline) + 24 * 3600_000)));
                setDeadlineError(undefined);
                setDialog('deadline');
              }}
            >
              {t('bids.extend')}
            </Button>
          ) : null}
          {cancelable ? (
            <Button color="red" variant="light" onClick={() => setDialog('cancel')}>
              {t('bids.cancel')}
            </Button>
          ) : null}
        </Group>
      }
    >
      <Stack gap="lg">
        {detail.cancelReason ? (
          <Alert color="red" variant="light" title={t('bids.canceledByStaff')}>
            {detail.cancelReason}
          </Alert>
        ) : null}
        <Paper withBorder p="md" component="section" aria-labelledby="bid-request">
          <Title order={2} size="h4" id="bid-request" mb="sm">
            {t('bids.request')}
          </Title>
          <dl className="baro-definitions">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="bid-quotes">
          <Title order={2} size="h4" id="bid-quotes" mb="sm">
            {t('bids.quotes')}
          </Title>
          {detail.quotes.length === 0 ? (
            <EmptyState title={t('bids.noQuotes')} />
          ) : (
            <div className="baro-table-scroll">
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('bids.columns.partner')}</Table.Th>
                    <Table.Th>{t('bids.columns.total')}</Table.Th>
                    {requestedServices.length > 0 ? <Table.Th>{t('bids.columns.services')}</Table.Th> : null}
                    <Table.Th>{t('bids.columns.carrier')}</Table.Th>
                    <Table.Th>{t('bids.columns.validUntil')}</Table.Th>
                    <Table.Th>{t('bids.columns.submitted')}</Table.Th>
                    <Table.Th>{t('bids.columns.quoteState')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.quotes.map((quote) => (
                    <Table.Tr key={quote.id} c={quote.status === 'withdrawn' ? 'dimmed' : undefined}>
                      <Table.Td>
                        <Anchor component={Link} to={hrefs.partner(quote.partner.id)}>
                          {quote.partner.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td className="baro-nowrap">
                        {formatMoney(quote.totalKRW, 'KRW', language)}
                        <Text size="xs" c="dimmed">
                          {formatMoney(quote.totalUSD, 'USD', language)}
                        </Text>
                      </Table.Td>
                      {requestedServices.length > 0 ? (
                        <Table.Td>
                          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                            {quoteServiceStatuses(requestedServices, quote).map((status) => (
                              <Text
                                key={status.service}
                                component="li"
                                size="sm"
                                c={status.status === 'priced' ? undefined : 'orange.8'}
                              >
                                {describeServiceStatus(status, language)}
                              </Text>
                            ))}
                          </Stack>
                        </Table.Td>
                      ) : null}
                      <Table.Td>
                        {quote.carrier}
                        <Text size="xs" c="dimmed">
                          {t('bids.transitDays', { count: quote.transitDays })}
                        </Text>
                      </Table.Td>
                      <Table.Td className="baro-nowrap">{formatDay(quote.validUntil, language)}</Table.Td>
                      <Table.Td className="baro-nowrap">
                        {formatDateTime(quote.submittedAt, language)}
                      </Table.Td>
                      <Table.Td>
                        {quote.accepted ? (
                          <Badge color="green">{t('bids.quoteAccepted')}</Badge>
                        ) : quote.status === 'withdrawn' ? (
                          <Badge color="gray" variant="light">
                            {t('bids.quoteWithdrawn')}
                          </Badge>
                        ) : (
                          <Badge variant="light">{t('bids.quoteLive')}</Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="bid-files">
          <Title order={2} size="h4" id="bid-files" mb="sm">
            {t('bids.files')}
          </Title>
          {detail.files.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('bids.noFiles')}
            </Text>
          ) : (
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {detail.files.map((file) => (
                <li key={file.key}>
                  <Text size="sm">
                    {file.fileName}{' '}
                    <Text span size="xs" c="dimmed">
                      {formatDateTime(file.boundAt, language)}
                    </Text>
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Paper>
      </Stack>

      <ReasonDialog
        opened={dialog === 'deadline'}
        title={t('bids.extendTitle')}
        message={
          <Text size="sm">{t('bids.extendBody', { at: formatDateTime(detail.deadline, language) })}</Text>
        }
        confirmLabel={t('bids.extend')}
        onSubmit={submitDeadline}
        onFieldErrors={(fields) => setDeadlineError(fields.deadline)}
        onClose={() => setDialog(null)}
      >
        <TextInput
          type="datetime-local"
          label={t('bids.newDeadline')}
          description={t('bids.seoulTime')}
          required
          value={deadline}
          onChange={(event) => {
            setDeadline(event.currentTarget.value);
            setDeadlineError(undefined);
          }}
          error={deadlineError}
        />
      </ReasonDialog>
      <ReasonDialog
        opened={dialog === 'cancel'}
        title={t('bids.cancelTitle')}
        message={<Text size="sm">{t('bids.cancelBody')}</Text>}
        confirmLabel={t('bids.cancel')}
        tone="danger"
        onSubmit={submitCancel}
        onClose={() => setDialog(null)}
      />
    </PageContainer>
  );
}
