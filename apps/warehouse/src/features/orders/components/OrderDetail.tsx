import { toErrorBody, useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  type FloorOrder,
  formatDateTime,
  formatDay,
  LABEL_DOWNLOADS,
  type LabelDownload,
  type OrderWave,
  orderInWaveError,
  PARCEL_COMPANIES,
  packingBoxLabel,
  type ShippingOrder,
  seoulToday,
} from '@baro/core';
import {
  ConfirmDialog,
  LoadingState,
  notifyError,
  notifySuccess,
  PageContainer,
  QueryErrorState,
  useLinkDownload,
} from '@baro/ui';
import { Alert, Anchor, Badge, Button, Grid, Group, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLabelPrinter } from '../../../components/LabelPrinting.tsx';
import { PrintAgentButton } from '../../../components/PrintAgentSettings.tsx';
import { Section } from '../../../components/Section.tsx';
import { getLabelLink } from '../../../lib/get-label-link.ts';
import { hrefs, paths } from '../../../lib/paths.ts';
import { orderQueryOptions, useOrder } from '../api/get-order.ts';
import { usePickOrder, useShipOrder } from '../api/order-steps.ts';
import { isLate } from '../order-rules.ts';
import { PackForm } from './PackForm.tsx';

/**
 * `/warehouse/orders/{id}`: one order at the desk — the picking list by location, what the order
 * takes, the recipient, the pick wave that holds it (a link), and the next step for its status:
 * start picking (or, while an open wave holds it, pick it in that wave), pack into parcels
 * (waybills typed or issued), hand over to the carrier. Each parcel's label downloads as PDF or
 * ZPL. Refusals are said in the caller's language (the server's words; a wave's refusal names it).
 */
export function OrderDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const order = useOrder(id);
  useDocumentTitle(order.data?.orderNo ?? t('orders.detailTitle'));

  if (order.isPending) return <LoadingState />;
  if (order.isError) {
    return (
      <PageContainer component="div" size={1920} title={t('orders.detailTitle')}>
        <QueryErrorState query={order} />
        <Anchor component={Link} to={paths.orders} mt="md" display="inline-block">
          {t('common.back')}
        </Anchor>
      </PageContainer>
    );
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: FloorOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const late = isLate(order, seoulToday());
  const allocations = [...order.allocations].sort((a, b) => a.locationCode.localeCompare(b.locationCode));

  return (
    <PageContainer
      component="div"
      size={1920}
      title={t('orders.detailHeading', { orderNo: order.orderNo })}
      description={`${order.teamName} · ${order.warehouse.name}`}
      actions={
        <Group gap="xs">
          {late ? (
            <Badge color="red" size="lg" variant="light">
              {t('orders.late')}
            </Badge>
          ) : null}
          <Badge size="lg">{t(`orderStatus.${order.status}`)}</Badge>
          <Button component={Link} to={paths.orders} variant="default">
            {t('common.back')}
          </Button>
        </Group>
      }
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <Section title={t('orders.pickList')}>
              {allocations.length === 0 ? (
                <Text c="dimmed">{t('orders.noAllocations')}</Text>
              ) : (
                <Table verticalSpacing="xs" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('orders.columns.location')}</Table.Th>
                      <Table.Th>{t('orders.columns.sku')}</Table.Th>
                      <Table.Th>{t('orders.columns.barcode')}</Table.Th>
                      <Table.Th ta="right">{t('orders.columns.quantity')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {allocations.map((line) => (
                      <Table.Tr key={`${line.locationCode}-${line.id}`}>
                        <Table.Td>
                          <code>{line.locationCode}</code>
                        </Table.Td>
                        <Table.Td>{line.name}</Table.Td>
                        <Table.Td>
                          <code>{line.barcode}</code>
                        </Table.Td>
                        <Table.Td ta="right" fw={700}>
                          {line.quantity.toLocaleString()}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Section>
            <Section title={t('orders.items')}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('orders.columns.sku')}</Table.Th>
                    <Table.Th>{t('orders.columns.barcode')}</Table.Th>
                    <Table.Th ta="right">{t('orders.columns.quantity')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {order.lines.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>{line.name}</Table.Td>
                      <Table.Td>
                        <code>{line.barcode}</code>
                      </Table.Td>
                      <Table.Td ta="right">{line.quantity.toLocaleString()}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <Section title={t('orders.nextStep')}>
              <NextStep order={order} />
            </Section>
            {order.parcels.length > 0 ? (
              <Section title={t('orders.parcels')}>
                <Stack gap="sm">
                  <Parcels order={order} />
                  <Group justify="flex-end">
                    <PrintAgentButton />
                  </Group>
                </Stack>
              </Section>
            ) : null}
            <Section title={t('orders.recipient')}>
              <Text fw={700}>{order.recipient.name}</Text>
              <Text>{order.recipient.phone}</Text>
              <Text>
                ({order.recipient.zipCode}) {order.recipient.address1}
                {order.recipient.address2 ? ` ${order.recipient.address2}` : ''}
              </Text>
            </Section>
            <Section title={t('orders.info')}>
              <dl className="facts">
                <dt>{t('orders.wave')}</dt>
                <dd>{order.wave ? <WaveLink wave={order.wave} /> : t('common.none')}</dd>
                <dt>{t('orders.columns.promised')}</dt>
                <dd>{formatDay(order.promisedShipDate, language)}</dd>
                <dt>{t('orders.channelOrderNo')}</dt>
                <dd>{order.channelOrderNo ?? t('common.none')}</dd>
                <dt>{t('orders.memo')}</dt>
                <dd>{order.memo ?? t('common.none')}</dd>
                <dt>{t('orders.createdAt')}</dt>
                <dd>{formatDateTime(order.createdAt, language)}</dd>
              </dl>
            </Section>
            <Section title={t('orders.history')}>
              <Stack gap={4} component="ol" className="history">
                {order.history.map((entry) => (
                  <li key={`${entry.status}-${entry.at}`}>
                    <Text span fw={700}>
                      {t(`orderStatus.${entry.status}`)}
                    </Text>{' '}
                    <Text span c="dimmed" size="sm">
                      {formatDateTime(entry.at, language)}
                    </Text>
                    {entry.note ? <Text size="sm">{entry.note}</Text> : null}
                  </li>
                ))}
              </Stack>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}

/** The wave's number as a link to it, with its status. */
function WaveLink({ wave }: { wave: OrderWave }) {
  const { t } = useTranslation();
  return (
    <>
      <Anchor component={Link} to={hrefs.wave(wave.id)}>
        {wave.waveNo}
      </Anchor>{' '}
      <Text span c="dimmed" size="sm">
        ({t(`waveStatus.${wave.status}`)})
      </Text>
    </>
  );
}

/**
 * An allocated order an open, released or picking wave holds: the wave picks it (a per-order pick
 * is refused with ORDER_IN_WAVE), so the desk names the wave and goes there.
 */
function InWave({ wave }: { wave: OrderWave }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="blue" variant="light" role="status">
        {t('orders.step.inWave', { waveNo: wave.waveNo })}
      </Alert>
      <Button component={Link} to={hrefs.wave(wave.id)}>
        {t('orders.openWave', { waveNo: wave.waveNo })}
      </Button>
    </Stack>
  );
}

/** What the floor does next with the order, by its status. */
function NextStep({ order }: { order: FloorOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const pick = usePickOrder();
  const ship = useShipOrder();
  const [confirmShip, setConfirmShip] = useState(false);

  /**
   * A pick refused because a wave took the order meanwhile: the order is read again, so the page
   * shows that wave, and the refusal names it.
   */
  const refusePick = async (error: unknown) => {
    if (toErrorBody(error)?.code !== 'ORDER_IN_WAVE') return notifyError(errorText(error));
    const fresh = await queryClient
      .fetchQuery({ ...orderQueryOptions(order.id), staleTime: 0 })
      .catch(() => null);
    notifyError(fresh?.wave ? t('orders.step.inWave', { waveNo: fresh.wave.waveNo }) : errorText(error));
  };

  switch (order.status) {
    case 'allocated':
      if (order.wave && orderInWaveError(order.status, order.wave.status))
        return <InWave wave={order.wave} />;
      return (
        <Stack gap="sm">
          <Text>{t('orders.step.allocated')}</Text>
          <Button
            loading={pick.isPending}
            onClick={() =>
              pick.mutate(order.id, {
                onSuccess: () => notifySuccess(t('orders.picked', { orderNo: order.orderNo })),
                onError: (error) => void refusePick(error),
              })
            }
          >
            {t('orders.pick')}
          </Button>
        </Stack>
      );
    case 'picking':
      return <PackForm order={order} />;
    case 'packed':
      return (
        <Stack gap="sm">
          <Text>{t('orders.step.packed')}</Text>
          <Button onClick={() => setConfirmShip(true)}>{t('orders.ship')}</Button>
          <ConfirmDialog
            opened={confirmShip}
            title={t('orders.shipTitle', { orderNo: order.orderNo })}
            message={t('orders.shipMessage', { count: order.parcels.length })}
            confirmLabel={t('orders.ship')}
            loading={ship.isPending}
            onClose={() => setConfirmShip(false)}
            onConfirm={() =>
              ship.mutate(order.id, {
                onSuccess: () => {
                  setConfirmShip(false);
                  notifySuccess(t('orders.shipped', { orderNo: order.orderNo }));
                },
                onError: (error) => {
                  setConfirmShip(false);
                  notifyError(errorText(error));
                },
              })
            }
          />
        </Stack>
      );
    case 'shipped':
    case 'delivered':
      return (
        <Text>
          {t('orders.step.shipped', {
            at: order.shippedAt ? formatDateTime(order.shippedAt, language) : t('common.none'),
          })}
        </Text>
      );
    case 'waiting':
      return (
        <Alert color="yellow" variant="light">
          {t('orders.step.waiting')}
        </Alert>
      );
    case 'returned_to_sender':
      return (
        <Alert color="orange" variant="light">
          {t('orders.step.returnedToSender')}
        </Alert>
      );
    case 'canceled':
      return (
        <Alert color="gray" variant="light">
          {t('orders.step.canceled')}
        </Alert>
      );
  }
}

/**
 * The order's parcels with their waybills, boxes, tracking state and labels: printed (again)
 * through the packing PC's print agent — downloaded as PDF when none is running — or downloaded
 * as PDF, the PNG preview, or ZPL for a 203 or 300 dpi printer.
 */
function Parcels({ order }: { order: ShippingOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labels = useLinkDownload();
  const printer = useLabelPrinter();
  const download = (parcel: ShippingOrder['parcels'][number], file: LabelDownload) =>
    labels.download(() => getLabelLink(order.id, parcel, file.format, 'dpi' in file ? file.dpi : undefined), {
      id: `${parcel.invoiceNo}-${file.id}`,
      fileName: `${order.orderNo}-${parcel.invoiceNo}${'dpi' in file ? `-${file.dpi}dpi` : ''}.${file.format}`,
    });
  return (
    <Table verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('orders.columns.carrier')}</Table.Th>
          <Table.Th>{t('orders.columns.waybill')}</Table.Th>
          <Table.Th>{t('orders.columns.box')}</Table.Th>
          <Table.Th>{t('orders.columns.tracking')}</Table.Th>
          <Table.Th>{t('orders.columns.label')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.parcels.map((parcel) => {
          const carrier = PARCEL_COMPANIES[parcel.parcelCompany];
          return (
            <Table.Tr key={`${parcel.parcelCompany}-${parcel.invoiceNo}`}>
              <Table.Td>{language === 'ko' ? carrier.nameKo : carrier.nameEn}</Table.Td>
              <Table.Td>
                <code>{parcel.invoiceNo}</code>
              </Table.Td>
              <Table.Td>
                {parcel.boxCode ? packingBoxLabel(parcel.boxCode, language) : t('common.none')}
              </Table.Td>
              <Table.Td>{t(`trackingStatus.${parcel.status}`)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="xs"
                    loading={printer.pending === parcel.invoiceNo}
                    onClick={() => void printer.print(order.id, order.orderNo, parcel)}
                    aria-label={t('labels.printFor', { invoiceNo: parcel.invoiceNo })}
                  >
                    {t('labels.print')}
                  </Button>
                  {LABEL_DOWNLOADS.map((file) => (
                    <Button
                      key={file.id}
                      size="xs"
                      variant={file.id === 'pdf' ? 'light' : 'default'}
                      loading={labels.pending === `${parcel.invoiceNo}-${file.id}`}
                      onClick={() => void download(parcel, file)}
                      aria-label={t(`orders.labelFor.${file.id}`, { invoiceNo: parcel.invoiceNo })}
                    >
                      {file.name}
                    </Button>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
