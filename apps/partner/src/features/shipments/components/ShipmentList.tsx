import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, SHIPMENT_STATUSES } from '@baro/core';
import { EmptyState, PageContainer, PagedList, ShipmentTable, statusTabs, useListParams } from '@baro/ui';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hrefs } from '../../../lib/paths.ts';
import { useShipments } from '../api/get-shipments.ts';

const PAGE_SIZE = 20;
const ALL = 'all';
const TABS = [ALL, ...SHIPMENT_STATUSES] as const;

/** ETD/ATD or ETA/ATA: the actual time when known, else the planned one (marked as such). */
function TimePair({ times }: { times: { plannedAt: string | null; actualAt: string | null } }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (times.actualAt) return <Text size="sm">{formatDateTime(times.actualAt, language)}</Text>;
  if (times.plannedAt)
    return (
      <Text size="sm" c="dimmed">
        {t('shipment.planned')} {formatDateTime(times.plannedAt, language)}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}

/** `/shipments`: this partner's shipments, in progress or completed, newest first. */
export function ShipmentList() {
  const { t } = useTranslation();
  useDocumentTitle(t('shipments.title'));
  const list = useListParams({ tabs: TABS, defaultTab: ALL });
  const shipments = useShipments({
    page: list.page,
    size: PAGE_SIZE,
    ...(list.tab === ALL ? {} : { status: list.tab }),
  });

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('shipments.title')}
      description={t('shipments.description')}
    >
      <PagedList
        list={list}
        query={shipments}
        tabs={statusTabs(TABS, {
          all: ALL,
          allLabel: t('common.all'),
          label: (status) => t(`shipmentStatus.${status}`),
        })}
        tabsLabel={t('shipments.statusLabel')}
        empty={<EmptyState title={t('shipments.emptyTitle')} description={t('shipments.emptyBody')} />}
      >
        {(items) => (
          <ShipmentTable
            shipments={items}
            shipmentHref={hrefs.shipment}
            columns={[
              'shipment',
              'lane',
              'customer',
              'current',
              {
                key: 'departure',
                header: t('shipments.columns.departure'),
                cell: (shipment) => <TimePair times={shipment.departure} />,
              },
              {
                key: 'arrival',
                header: t('shipments.columns.arrival'),
                cell: (shipment) => <TimePair times={shipment.arrival} />,
              },
            ]}
            words={{
              shipment: t('shipments.columns.id'),
              lane: t('shipments.columns.lane'),
              customer: t('shipments.columns.customer'),
              current: t('shipments.columns.current'),
              notStarted: t('shipments.notStarted'),
              status: (status) => t(`shipmentStatus.${status}`),
              freightType: (freightType) => t(`freightType.${freightType}`),
            }}
          />
        )}
      </PagedList>
    </PageContainer>
  );
}
