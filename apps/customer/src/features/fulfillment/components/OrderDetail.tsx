import { useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  formatDateTime,
  formatDay,
  LABEL_DOWNLOADS,
  ORDER_CANCELABLE_STATUSES,
  PARCEL_COMPANIES,
  type ShippingOrder,
} from '@baro/core';
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
import { Alert, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { useCancelOrders } from '../api/cancel-orders.ts';
import { useOrder } from '../api/get-order.ts';
import { getParcelLabel } from '../api/get-parcel-label.ts';
import { parcelKey } from '../api/get-parcel-tracking.ts';
import { ParcelTrackingTimeline } from './ParcelTrackingTimeline.tsx';
import { Fact, Section } from './Parts.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StatusTimeline } from './StatusTimeline.tsx';
import '../fulfillment.css';

/**
 * One shipping order (`GET /api/fulfillment/orders/{id}`): status and promised ship day, the
 * recipient, the items (a kit with its components), the status timeline, the parcels with their
 * waybills, their labels (PDF or ZPL) and tracking timelines; cancel (waiting or allocated, after a confirmation, through the SPEC §3
 * cancelShippingItem request state) or, once shipped, a return.
 */
export function OrderDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const order = useOrder(id);
  useDocumentTitle(order.data?.orderNo ?? t('fulfillment.documentTitle.order'));
  if (order.isPending) return <LoadingState />;
  if (order.isError) {
    const notFound = (order.error as { body?: { code?: string } }).body?.code === 'NOT_FOUND';
    return notFound ? (
      <EmptyState
        title={t('fulfillment.common.notFound')}
        action={
          <Button component={Link} to={fulfillmentPaths.orders} variant="light">
            {t('fulfillment.common.back')}
          </Button>
        }
      />
    ) : (
      <QueryErrorState query={order} />
    );
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: ShippingOrder }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const { cancel, loading } = useCancelOrders();
  const { download, pending } = useLinkDownload();
  const [confirming, setConfirming] = useState(false);
  /** The parcel whose tracking is open (one at a time: the slice holds one parcel's tracking). */
  const [tracked, setTracked] = useState<string | null>(null);
  const cancelable = ORDER_CANCELABLE_STATUSES.includes(order.status);
  const returnable = order.status === 'shipped' || order.status === 'delivered';
  const { recipient } = order;

  const confirmCancel = async () => {
    const result = await cancel([order.id]);
    setConfirming(false);
    if (!result.ok) {
      notifyError(errorText(result.failureInfo), { title: t('fulfillment.order.cancelRefused') });
      return;
    }
    const refused = result.data.refused.find((entry) => entry.id === order.id);
    if (refused) notifyError(refused.message, { title: t('fulfillment.order.cancelRefused') });
    else notifySuccess(t('fulfillment.order.canceled'));
  };

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={order.orderNo}
        badge={<StatusBadge kind="order" status={order.status} />}
        description={
          order.channelOrderNo
            ? `${t('fulfillment.order.channelOrderNo')} ${order.channelOrderNo}`
            : undefined
        }
        actions={
          <>
            {cancelable ? (
              <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                {t('fulfillment.order.cancel')}
              </Button>
            ) : null}
            {returnable ? (
              <Button component={Link} to={fulfillmentHrefs.returnNew(order.id)} variant="light">
                {t('fulfillment.order.requestReturn')}
              </Button>
            ) : null}
            <Button component={Link} to={fulfillmentPaths.orders} variant="subtle">
              {t('fulfillment.common.back')}
            </Button>
          </>
        }
      />
      {order.status === 'waiting' ? (
        <Alert color="orange" variant="light">
          {t('fulfillment.order.waitingNote')}
        </Alert>
      ) : null}
      {order.status === 'returned_to_sender' ? (
        <Alert color="orange" variant="light">
          {t('fulfillment.order.returnedNote')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" className="fulfillment-facts">
        <Fact label={t('fulfillment.order.promisedShipDate')}>
          {formatDay(order.promisedShipDate, language)}
        </Fact>
        <Fact label={t('fulfillment.order.createdAt')}>{formatDateTime(order.createdAt, language)}</Fact>
        {order.shippedAt ? (
          <Fact label={t('fulfillment.order.shippedAt')}>{formatDateTime(order.shippedAt, language)}</Fact>
        ) : null}
        <Fact label={t('fulfillment.inbound.warehouse')}>{order.warehouse.name}</Fact>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('fulfillment.order.recipient')}>
          <Text fw={600}>
            {recipient.name} · {recipient.phone}
          </Text>
          <Text size="sm">
            ({recipient.zipCode}) {recipient.address1} {recipient.address2 ?? ''}
          </Text>
          {order.memo ? (
            <Text size="sm" c="dimmed">
              {t('fulfillment.order.memo')}: {order.memo}
            </Text>
          ) : null}
        </Section>
        <Section title={t('fulfillment.order.timeline')}>
          <StatusTimeline
            history={order.history}
            label={t('fulfillment.order.timeline')}
            statusText={(status) => t(`fulfillment.order.status.${status as ShippingOrder['status']}`)}
          />
        </Section>
      </SimpleGrid>
      <Section title={t('fulfillment.order.items')}>
        <TableScroll minWidth={360}>
          <Table className="fulfillment-table">
            <caption className="baro-visually-hidden">{t('fulfillment.order.items')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('fulfillment.sku.name')}</Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.common.quantity')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.items.map((item) => (
                <Table.Tr key={`${item.skuId ?? item.groupSkuId}-${item.quantity}`}>
                  <Table.Th scope="row" fw={400}>
                    {item.name}
                    {item.groupSkuId ? (
                      <Text size="xs" c="dimmed">
                        {t('fulfillment.order.kitOf', {
                          components: item.components.map((c) => `${c.name} ×${c.quantity}`).join(', '),
                        })}
                      </Text>
                    ) : null}
                  </Table.Th>
                  <Table.Td className="fulfillment-num">
                    {item.quantity.toLocaleString(i18n.language)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Section>
      <Section title={t('fulfillment.order.parcels')}>
        {order.parcels.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('fulfillment.order.noParcels')}
          </Text>
        ) : (
          <TableScroll minWidth={360}>
            <Table className="fulfillment-table">
              <caption className="baro-visually-hidden">{t('fulfillment.order.parcels')}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('fulfillment.order.parcelCompany')}</Table.Th>
                  <Table.Th scope="col">{t('fulfillment.order.invoiceNo')}</Table.Th>
                  <Table.Th scope="col">{t('fulfillment.order.parcelStatus')}</Table.Th>
                  <Table.Th scope="col">{t('fulfillment.order.label')}</Table.Th>
                  <Table.Th scope="col">{t('fulfillment.tracking.title')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.parcels.map((parcel) => {
                  const key = parcelKey(parcel);
                  const open = tracked === key;
                  return (
                    <Fragment key={key}>
                      <Table.Tr>
                        <Table.Td>
                          {language === 'ko'
                            ? PARCEL_COMPANIES[parcel.parcelCompany].nameKo
                            : PARCEL_COMPANIES[parcel.parcelCompany].nameEn}
                        </Table.Td>
                        <Table.Td ff="monospace">{parcel.invoiceNo}</Table.Td>
                        <Table.Td>{t(`fulfillment.trackingStatus.${parcel.status}`)}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            {LABEL_DOWNLOADS.map((file) => {
                              const downloadId = `label-${parcel.invoiceNo}-${file.id}`;
                              return (
                                <Button
                                  key={file.id}
                                  size="compact-sm"
                                  variant="light"
                                  loading={pending === downloadId}
                                  aria-label={t(`fulfillment.order.labelDownload.${file.id}`, {
                                    invoiceNo: parcel.invoiceNo,
                                  })}
                                  onClick={() =>
                                    void download(
                                      () =>
                                        getParcelLabel(
                                          order.id,
                                          parcel,
                                          file.format,
                                          'dpi' in file ? file.dpi : undefined,
                                        ),
                                      { id: downloadId },
                                    )
                                  }
                                >
                                  {file.name}
                                </Button>
                              );
                            })}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="compact-sm"
                            variant={open ? 'filled' : 'subtle'}
                            aria-expanded={open}
                            aria-controls={`tracking-${parcel.invoiceNo}`}
                            onClick={() => setTracked(open ? null : key)}
                          >
                            {t('fulfillment.tracking.show')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                      {open ? (
                        <Table.Tr id={`tracking-${parcel.invoiceNo}`}>
                          <Table.Td colSpan={5}>
                            <ParcelTrackingTimeline parcel={parcel} />
                          </Table.Td>
                        </Table.Tr>
                      ) : null}
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Section>
      <ConfirmDialog
        opened={confirming}
        title={t('fulfillment.order.cancelTitle', { orderNo: order.orderNo })}
        message={t('fulfillment.order.cancelBody')}
        confirmLabel={t('fulfillment.order.cancelConfirm')}
        tone="danger"
        loading={loading}
        onConfirm={() => void confirmCancel()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
