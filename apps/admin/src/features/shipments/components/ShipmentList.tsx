import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, milestoneLabel, SHIPMENT_STATUSES } from '@baro/core';
import { EmptyState, Lane, PageContainer, PagedList, useListParams } from '@baro/ui';
import { Anchor, Badge, Table, Text } from '@mantine/core';
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
  const language = useLanguage();
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
        tabs={TABS.map((value) => ({
          value,
          label: value === ALL ? t('common.all') : t(`shipmentStatus.${value}`),
        }))}
        tabsLabel={t('shipments.statusLabel')}
        empty={<EmptyState title={t('shipments.emptyTitle')} />}
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('shipments.columns.id')}</Table.Th>
                  <Table.Th>{t('shipments.columns.lane')}</Table.Th>
                  <Table.Th>{t('shipments.columns.customer')}</Table.Th>
                  <Table.Th>{t('shipments.columns.partner')}</Table.Th>
                  <Table.Th>{t('shipments.columns.current')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((shipment) => (
                  <Table.Tr key={shipment.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.shipment(shipment.id)} fw={600}>
                        <code>{shipment.id}</code>
                      </Anchor>
                      <div>
                        <Badge
                          size="sm"
                          variant="light"
                          color={shipment.status === 'completed' ? 'gray' : 'blue'}
                        >
                          {t(`shipmentStatus.${shipment.status}`)}
                        </Badge>
                      </div>
                    </Table.Td>
                    <Table.Td>
                      <Lane pol={shipment.pol} pod={shipment.pod} />
                      <Text size="xs" c="dimmed">
                        {t(`freightType.${shipment.freightType}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{shipment.team.name}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.partner(shipment.partner.id)}>
                        {shipment.partner.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {shipment.currentMilestone ? (
                        <>
                          <Text size="sm" fw={600}>
                            {milestoneLabel(shipment.currentMilestone.kind, language)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {formatDateTime(shipment.currentMilestone.actualAt, language)}
                          </Text>
                        </>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('shipments.notStarted')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </PagedList>
    </PageContainer>
  );
}
