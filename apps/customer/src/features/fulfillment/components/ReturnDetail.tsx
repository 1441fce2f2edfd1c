import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, PARCEL_COMPANIES, type Return } from '@baro/core';
import { EmptyState, LoadingState, QueryErrorState, TableScroll } from '@baro/ui';
import { Alert, Button, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { useReturn } from '../api/get-return.ts';
import { ParcelTrackingTimeline } from './ParcelTrackingTimeline.tsx';
import { Fact, Section } from './Parts.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StatusTimeline } from './StatusTimeline.tsx';
import '../fulfillment.css';

/** One return (`GET /api/fulfillment/returns/{id}`): items with what became of them, the collection parcel, the history. */
export function ReturnDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const found = useReturn(id);
  useDocumentTitle(found.data?.returnNo ?? t('fulfillment.documentTitle.return'));
  if (found.isPending) return <LoadingState />;
  if (found.isError) {
    const notFound = (found.error as { body?: { code?: string } }).body?.code === 'NOT_FOUND';
    return notFound ? (
      <EmptyState
        title={t('fulfillment.common.notFound')}
        action={
          <Button component={Link} to={fulfillmentPaths.returns} variant="light">
            {t('fulfillment.common.back')}
          </Button>
        }
      />
    ) : (
      <QueryErrorState query={found} />
    );
  }
  return <ReturnView item={found.data} />;
}

function ReturnView({ item }: { item: Return }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const n = (value: number) => value.toLocaleString(i18n.language);
  const address = item.pickupAddress;
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={item.returnNo}
        badge={<StatusBadge kind="returns" status={item.status} />}
        actions={
          <Button component={Link} to={fulfillmentPaths.returns} variant="subtle">
            {t('fulfillment.common.back')}
          </Button>
        }
      />
      {item.status === 'returned_to_sender' ? (
        <Alert color="orange" variant="light">
          {t('fulfillment.returns.returnedNote')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" className="fulfillment-facts">
        <Fact label={t('fulfillment.returns.orderNo')}>
          <Link to={fulfillmentHrefs.order(item.order.id)}>{item.order.orderNo}</Link>
        </Fact>
        <Fact label={t('fulfillment.returns.reasonLabel')}>
          {t(`fulfillment.returns.reason.${item.reason}`)}
          {item.reasonDetail ? ` · ${item.reasonDetail}` : ''}
        </Fact>
        <Fact label={t('fulfillment.returns.pickupAddress')}>
          {address.name} · ({address.zipCode}) {address.address1} {address.address2 ?? ''}
        </Fact>
        <Fact label={t('fulfillment.order.createdAt')}>{formatDateTime(item.createdAt, language)}</Fact>
      </SimpleGrid>
      <Section title={t('fulfillment.returns.items')}>
        <TableScroll minWidth={480}>
          <Table className="fulfillment-table" striped>
            <caption className="baro-visually-hidden">{t('fulfillment.returns.items')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('fulfillment.sku.name')}</Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.common.quantity')}
                </Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.returns.outcome.restocked')}
                </Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.returns.outcome.quarantined')}
                </Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.returns.outcome.disposed')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {item.items.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Th scope="row" fw={400}>
                    {line.name}
                  </Table.Th>
                  <Table.Td className="fulfillment-num">{n(line.quantity)}</Table.Td>
                  <Table.Td className="fulfillment-num">{n(line.restocked)}</Table.Td>
                  <Table.Td className="fulfillment-num">{n(line.quarantined)}</Table.Td>
                  <Table.Td className="fulfillment-num">{n(line.disposed)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('fulfillment.returns.parcel')}>
          {item.parcel ? (
            <Text size="sm">
              {language === 'ko'
                ? PARCEL_COMPANIES[item.parcel.parcelCompany].nameKo
                : PARCEL_COMPANIES[item.parcel.parcelCompany].nameEn}{' '}
              <Text span ff="monospace">
                {item.parcel.invoiceNo}
              </Text>{' '}
              · {t(`fulfillment.trackingStatus.${item.parcel.status}`)}
            </Text>
          ) : null}
          {item.parcel ? (
            <ParcelTrackingTimeline kind="return" parcel={item.parcel} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('fulfillment.order.noParcels')}
            </Text>
          )}
        </Section>
        <Section title={t('fulfillment.returns.timeline')}>
          <StatusTimeline
            history={item.history}
            label={t('fulfillment.returns.timeline')}
            statusText={(status) => t(`fulfillment.returns.status.${status as Return['status']}`)}
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
