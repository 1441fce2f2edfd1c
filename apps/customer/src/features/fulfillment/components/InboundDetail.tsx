import { useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import { formatDateTime, formatDay, type Inbound } from '@baro/core';
import {
  ConfirmDialog,
  EmptyState,
  LoadingState,
  notifyError,
  notifySuccess,
  QueryErrorState,
  TableScroll,
  useLinkDownload,
} from '@baro/ui';
import { Button, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { useCancelInbound } from '../api/cancel-inbound.ts';
import { getBoxLabels } from '../api/get-box-labels.ts';
import { useInbound } from '../api/get-inbound.ts';
import { InboundProgress } from './InboundProgress.tsx';
import { Fact, Section } from './Parts.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StatusTimeline } from './StatusTimeline.tsx';
import '../fulfillment.css';

/**
 * One inbound (`GET /api/fulfillment/inbound/{id}`): the box labels to print, how much has been
 * received per SKU, over and short quantities, and the status timeline; it can be withdrawn until it arrives.
 */
export function InboundDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const inbound = useInbound(id);
  useDocumentTitle(inbound.data?.inboundNo ?? t('fulfillment.documentTitle.inbound'));
  if (inbound.isPending) return <LoadingState />;
  if (inbound.isError) {
    const notFound = (inbound.error as { body?: { code?: string } }).body?.code === 'NOT_FOUND';
    return notFound ? (
      <EmptyState
        title={t('fulfillment.common.notFound')}
        action={
          <Button component={Link} to={fulfillmentPaths.inbounds} variant="light">
            {t('fulfillment.common.back')}
          </Button>
        }
      />
    ) : (
      <QueryErrorState query={inbound} />
    );
  }
  return <InboundView inbound={inbound.data} />;
}

function InboundView({ inbound }: { inbound: Inbound }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const { download, pending } = useLinkDownload();
  const cancel = useCancelInbound();
  const [confirming, setConfirming] = useState(false);
  const n = (value: number) => value.toLocaleString(i18n.language);
  const expected = inbound.items.reduce((sum, item) => sum + item.expectedQuantity, 0);
  const received = inbound.items.reduce((sum, item) => sum + item.receivedQuantity, 0);

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync(inbound.id);
      notifySuccess(t('fulfillment.inbound.canceled'));
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={inbound.inboundNo}
        badge={<StatusBadge kind="inbound" status={inbound.status} />}
        actions={
          <>
            {inbound.status !== 'canceled' ? (
              <Button
                loading={pending === 'box-labels'}
                onClick={() => void download(() => getBoxLabels(inbound.id), { id: 'box-labels' })}
              >
                {t('fulfillment.inbound.boxLabels')}
              </Button>
            ) : null}
            {inbound.status === 'requested' ? (
              <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                {t('fulfillment.inbound.cancel')}
              </Button>
            ) : null}
            <Button component={Link} to={fulfillmentPaths.inbounds} variant="subtle">
              {t('fulfillment.common.back')}
            </Button>
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" className="fulfillment-facts">
        <Fact label={t('fulfillment.inbound.expectedDate')}>{formatDay(inbound.expectedDate, language)}</Fact>
        <Fact label={t('fulfillment.inbound.boxes')}>{n(inbound.boxes)}</Fact>
        <Fact label={t('fulfillment.inbound.warehouse')}>
          {inbound.warehouse.name}
          {inbound.warehouse.address ? ` · ${inbound.warehouse.address}` : ''}
        </Fact>
        <Fact label={t('fulfillment.order.createdAt')}>{formatDateTime(inbound.createdAt, language)}</Fact>
      </SimpleGrid>
      <InboundProgress received={received} expected={expected} />
      <Section title={t('fulfillment.inbound.items')}>
        <TableScroll minWidth={420}>
          <Table className="fulfillment-table" striped>
            <caption className="baro-visually-hidden">{t('fulfillment.inbound.items')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('fulfillment.sku.name')}</Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.inbound.expected')}
                </Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.inbound.received')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inbound.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Th scope="row" fw={400}>
                    <Link to={fulfillmentHrefs.sku(item.id)}>{item.name}</Link>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {item.barcode}
                    </Text>
                  </Table.Th>
                  <Table.Td className="fulfillment-num">{n(item.expectedQuantity)}</Table.Td>
                  <Table.Td className="fulfillment-num">{n(item.receivedQuantity)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Section>
      {inbound.discrepancies.length > 0 ? (
        <Section title={t('fulfillment.inbound.discrepancies')}>
          <Stack component="ul" gap={4} m={0} pl="md">
            {inbound.discrepancies.map((entry) => (
              <li key={`${entry.id}-${entry.kind}`}>
                <Text size="sm">
                  {entry.name}: {t(`fulfillment.inbound.discrepancy.${entry.kind}`)} ({n(entry.received)} /{' '}
                  {n(entry.expected)})
                </Text>
              </li>
            ))}
          </Stack>
        </Section>
      ) : null}
      <Section title={t('fulfillment.inbound.timeline')}>
        <StatusTimeline
          history={inbound.history}
          label={t('fulfillment.inbound.timeline')}
          statusText={(status) => t(`fulfillment.inbound.status.${status as Inbound['status']}`)}
        />
      </Section>
      <ConfirmDialog
        opened={confirming}
        title={t('fulfillment.inbound.cancelTitle', { inboundNo: inbound.inboundNo })}
        message={t('fulfillment.inbound.cancelBody')}
        confirmLabel={t('fulfillment.inbound.cancel')}
        tone="danger"
        loading={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
