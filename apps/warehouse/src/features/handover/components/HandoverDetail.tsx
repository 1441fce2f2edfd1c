import { scanFeedback, toErrorBody, useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import { formatDateTime, type Handover, scanHandoverParcelRequestSchema, toFieldErrors } from '@baro/core';
import {
  ConfirmDialog,
  EmptyState,
  LoadingState,
  notifyError,
  notifySuccess,
  PageContainer,
  QueryErrorState,
  ScanField,
  useLinkDownload,
} from '@baro/ui';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '../../../components/Section.tsx';
import { paths } from '../../../lib/paths.ts';
import { useHandover } from '../api/get-handover.ts';
import {
  getManifestLink,
  useCloseHandover,
  useRemoveHandoverParcel,
  useScanHandoverParcel,
} from '../api/handover-steps.ts';
import { carrierName } from './handover-words.ts';

type Feedback = { tone: 'ok' | 'error'; text: string } | null;

const newKey = () => `desk-handover-${crypto.randomUUID()}`;

/**
 * `/warehouse/handover/{id}`: one carrier manifest at the desk — the scan field (a keyboard-wedge
 * scanner types the waybill and Enter), what the last scan did with a sound, the running count,
 * the parcels (the last scanned first, each removable while open), closing it once the driver has
 * them (confirmed first: the orders ship), and the manifest PDF for the driver to sign.
 */
export function HandoverDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const handover = useHandover(id);
  useDocumentTitle(handover.data?.handoverNo ?? t('handover.detailTitle'));

  if (handover.isPending) return <LoadingState />;
  if (handover.isError) {
    return (
      <PageContainer component="div" size={1920} title={t('handover.detailTitle')}>
        <QueryErrorState query={handover} />
        <Anchor component={Link} to={paths.handover} mt="md" display="inline-block">
          {t('common.back')}
        </Anchor>
      </PageContainer>
    );
  }
  return <HandoverView handover={handover.data} />;
}

function HandoverView({ handover }: { handover: Handover }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const scan = useScanHandoverParcel();
  const remove = useRemoveHandoverParcel();
  const close = useCloseHandover();
  const manifest = useLinkDownload();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [confirming, setConfirming] = useState(false);
  const carrier = carrierName(handover.parcelCompany, language);
  const isOpen = handover.status === 'open';

  const say = (tone: 'ok' | 'error', text: string) => {
    scanFeedback(tone);
    setFeedback({ tone, text });
  };

  const onScan = (code: string) => {
    const parsed = scanHandoverParcelRequestSchema.safeParse({ invoiceNo: code });
    if (!parsed.success) {
      const fields = toFieldErrors(parsed.error, language, { invoiceNo: code });
      say('error', t('handover.scanRefused', { code, reason: fields.invoiceNo ?? '' }));
      return;
    }
    const before = handover.parcelCount;
    scan.mutate(
      { id: handover.id, request: parsed.data, key: newKey() },
      {
        onSuccess: (next) =>
          next.parcelCount > before
            ? say(
                'ok',
                t('handover.scanned', {
                  code: parsed.data.invoiceNo,
                  count: next.parcelCount,
                }),
              )
            : say('ok', t('handover.alreadyOn', { code: parsed.data.invoiceNo })),
        onError: (error) => {
          const reason = toErrorBody(error)?.fields?.invoiceNo ?? errorText(error);
          say('error', t('handover.scanRefused', { code, reason }));
        },
      },
    );
  };

  const onRemove = (parcelId: string, invoiceNo: string) =>
    remove.mutate(
      { id: handover.id, parcelId },
      {
        onSuccess: () => setFeedback({ tone: 'ok', text: t('handover.removed', { code: invoiceNo }) }),
        onError: (error) => notifyError(errorText(error)),
      },
    );

  const onClose = () =>
    close.mutate(handover.id, {
      onSuccess: (closed) => {
        setConfirming(false);
        setFeedback(null);
        const shipped = new Set(
          closed.parcels.filter((p) => p.order.status === 'shipped').map((p) => p.order.id),
        );
        notifySuccess(
          t('handover.closed', { handoverNo: closed.handoverNo, orders: shipped.size.toLocaleString() }),
        );
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(errorText(error));
      },
    });

  return (
    <PageContainer
      component="div"
      size={1920}
      title={t('handover.detailHeading', { handoverNo: handover.handoverNo })}
      description={`${carrier} · ${handover.warehouse.name}`}
      actions={
        <Group gap="xs">
          <Badge size="lg" color={isOpen ? 'blue' : 'gray'}>
            {t(`handoverStatus.${handover.status}`)}
          </Badge>
          <Button
            variant="light"
            loading={manifest.pending === handover.id}
            onClick={() =>
              void manifest.download(() => getManifestLink(handover.id), {
                id: handover.id,
                fileName: `${handover.handoverNo}.pdf`,
              })
            }
          >
            {t('handover.downloadManifest')}
          </Button>
          {isOpen ? (
            <Button onClick={() => setConfirming(true)} disabled={handover.parcelCount === 0}>
              {t('handover.close')}
            </Button>
          ) : null}
          <Button component={Link} to={paths.handover} variant="default">
            {t('common.back')}
          </Button>
        </Group>
      }
    >
      <ConfirmDialog
        opened={confirming}
        title={t('handover.closeTitle', { handoverNo: handover.handoverNo })}
        message={t('handover.closeMessage', { carrier, count: handover.parcelCount })}
        confirmLabel={t('handover.close')}
        loading={close.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={onClose}
        language={language}
      />
      <Stack gap="md">
        <Paper withBorder p="md">
          <Group align="flex-start" justify="space-between" wrap="nowrap" gap="xl">
            <Stack gap="xs" style={{ flex: 1 }} maw={560}>
              {isOpen ? (
                <ScanField
                  label={t('handover.scan')}
                  description={t('handover.scanHint', { carrier })}
                  placeholder="612345678901"
                  onScan={onScan}
                  autoFocus
                />
              ) : (
                <Text c="dimmed">
                  {t('handover.closedNote', {
                    at: handover.closedAt ? formatDateTime(handover.closedAt, language) : '',
                  })}
                </Text>
              )}
              <Text
                role="status"
                size="sm"
                c={feedback?.tone === 'error' ? 'red.7' : 'teal.8'}
                fw={600}
                mih={20}
                className={
                  feedback?.tone === 'error' ? 'scan-feedback scan-feedback--error' : 'scan-feedback'
                }
              >
                {feedback?.text ?? ''}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end" aria-label={t('handover.count')} role="group">
              <Text size="sm" c="dimmed">
                {t('handover.count')}
              </Text>
              <Text fz={40} fw={800} lh={1.1}>
                {handover.parcelCount.toLocaleString()}
              </Text>
              <Text size="sm" c="dimmed">
                {t('handover.orders', { count: handover.orderCount })}
              </Text>
            </Stack>
          </Group>
        </Paper>
        <Section title={t('handover.parcelList')}>
          {handover.parcels.length === 0 ? (
            <EmptyState title={t('handover.noParcels')} description={t('handover.noParcelsHint')} />
          ) : (
            <div className="baro-table-scroll">
              <Table verticalSpacing="xs" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th ta="right">{t('handover.parcelColumns.no')}</Table.Th>
                    <Table.Th>{t('handover.parcelColumns.waybill')}</Table.Th>
                    <Table.Th>{t('handover.parcelColumns.order')}</Table.Th>
                    <Table.Th>{t('handover.parcelColumns.team')}</Table.Th>
                    <Table.Th>{t('handover.parcelColumns.recipient')}</Table.Th>
                    <Table.Th>{t('handover.parcelColumns.scannedAt')}</Table.Th>
                    <Table.Th>{t('handover.parcelColumns.orderStatus')}</Table.Th>
                    {isOpen ? <Table.Th>{t('handover.parcelColumns.actions')}</Table.Th> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {handover.parcels.map((parcel, i) => (
                    <Table.Tr key={parcel.parcelId}>
                      <Table.Td ta="right">{handover.parcels.length - i}</Table.Td>
                      <Table.Td>
                        <code>{parcel.invoiceNo}</code>
                      </Table.Td>
                      <Table.Td>
                        {parcel.order.orderNo}
                        {parcel.order.parcelCount > 1 ? (
                          <Text size="xs" c="dimmed">
                            {t('handover.multiParcel', { count: parcel.order.parcelCount })}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{parcel.order.teamName}</Table.Td>
                      <Table.Td>{parcel.order.recipientName}</Table.Td>
                      <Table.Td>{formatDateTime(parcel.scannedAt, language)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={parcel.order.status === 'shipped' ? 'green' : 'gray'}>
                          {t(`orderStatus.${parcel.order.status}`)}
                        </Badge>
                      </Table.Td>
                      {isOpen ? (
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            loading={remove.isPending && remove.variables?.parcelId === parcel.parcelId}
                            onClick={() => onRemove(parcel.parcelId, parcel.invoiceNo)}
                            aria-label={t('handover.removeParcel', { code: parcel.invoiceNo })}
                          >
                            {t('handover.remove')}
                          </Button>
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
        </Section>
      </Stack>
    </PageContainer>
  );
}
