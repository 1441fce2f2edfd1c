import { SHIPMENT_STATUSES, type ShipmentStatus } from '@baro/core';
import { EmptyState, LoadingState, PageContainer, Pagination } from '@baro/ui';
import { Anchor, Badge, Stack, Table, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Lane } from '../../components/Lane.tsx';
import { QueryErrorState } from '../../components/QueryErrorState.tsx';
import { useShipments } from '../../features/shipments/api.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatDateTime } from '../../lib/format.ts';
import { hrefs } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSearchState } from '../../lib/use-search-state.ts';

const PAGE_SIZE = 20;
const isStatus = (value: string): value is ShipmentStatus =>
  (SHIPMENT_STATUSES as readonly string[]).includes(value);

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
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('shipments.title'));
  const { values, page, update } = useSearchState(['status'] as const);
  const status = isStatus(values.status) ? values.status : undefined;
  const shipments = useShipments({ page, size: PAGE_SIZE, ...(status ? { status } : {}) });

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('shipments.title')}
      description={t('shipments.description')}
    >
      <Stack gap="md">
        <Tabs value={status ?? 'all'} onChange={(next) => update({ status: next === 'all' ? null : next })}>
          <Tabs.List aria-label={t('shipments.statusLabel')}>
            <Tabs.Tab value="all">{t('common.all')}</Tabs.Tab>
            {SHIPMENT_STATUSES.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`shipmentStatus.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {shipments.isPending ? (
          <LoadingState variant="skeleton" rows={6} />
        ) : shipments.isError ? (
          <QueryErrorState query={shipments} />
        ) : shipments.data.items.length === 0 ? (
          <EmptyState title={t('shipments.emptyTitle')} description={t('shipments.emptyBody')} />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('common.count', { count: shipments.data.total })}
            </Text>
            <div className="table-scroll">
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('shipments.columns.id')}</Table.Th>
                    <Table.Th>{t('shipments.columns.lane')}</Table.Th>
                    <Table.Th>{t('shipments.columns.customer')}</Table.Th>
                    <Table.Th>{t('shipments.columns.current')}</Table.Th>
                    <Table.Th>{t('shipments.columns.departure')}</Table.Th>
                    <Table.Th>{t('shipments.columns.arrival')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shipments.data.items.map((shipment) => (
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
                        <Lane
                          pol={{
                            code: shipment.pol.code,
                            nameKo: shipment.pol.nameKo,
                            nameEn: shipment.pol.nameEn,
                          }}
                          pod={{
                            code: shipment.pod.code,
                            nameKo: shipment.pod.nameKo,
                            nameEn: shipment.pod.nameEn,
                          }}
                        />
                        <Text size="xs" c="dimmed">
                          {t(`freightType.${shipment.freightType}`)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{shipment.team.name}</Table.Td>
                      <Table.Td>
                        {shipment.currentMilestone ? (
                          <>
                            <Text size="sm" fw={600}>
                              {t(`milestone.${shipment.currentMilestone.kind}`)}
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
                      <Table.Td>
                        <TimePair times={shipment.departure} />
                      </Table.Td>
                      <Table.Td>
                        <TimePair times={shipment.arrival} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <Pagination
              page={shipments.data.page}
              pageCount={shipments.data.pageCount}
              onChange={(next) => update({ page: next })}
              hideWhenSinglePage
              language={language}
            />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
