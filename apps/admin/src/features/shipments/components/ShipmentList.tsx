import { useDocumentTitle } from '@baro/client';
import { SHIPMENT_STATUSES } from '@baro/core';
import { EmptyState, PageContainer, PagedList, ShipmentTable, statusTabs, useListParams } from '@baro/ui';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../lib/paths.ts';
import { useShipments } from '../api/get-shipments.ts';

const PAGE_SIZE = 20;
const ALL = 'all';
const TABS = [ALL, ...SHIPMENT_STATUSES] as const;

/** `/shipments`: every shipment, newest first, with its customer, partner and latest milestone. */
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
        empty={<EmptyState title={t('shipments.emptyTitle')} />}
      >
        {(items) => (
          <ShipmentTable
            shipments={items}
            shipmentHref={hrefs.shipment}
            columns={[
              'shipment',
              'lane',
              'customer',
              {
                key: 'partner',
                header: t('shipments.columns.partner'),
                cell: (shipment) => (
                  <Anchor component={Link} to={hrefs.partner(shipment.partner.id)}>
                    {shipment.partner.name}
                  </Anchor>
                ),
              },
              'current',
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
