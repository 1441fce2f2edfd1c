import { useDocumentTitle, useErrorText, useFloorUser, useLanguage } from '@baro/client';
import { formatDateTime, HANDOVER_STATUSES, type HandoverListItem, PARCEL_COMPANY_CODES } from '@baro/core';
import { EmptyState, notifyError, PageContainer, PagedList, QueryErrorState, useListParams } from '@baro/ui';
import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useWarehouses } from '../../../lib/get-floor-warehouses.ts';
import { hrefs } from '../../../lib/paths.ts';
import { useHandovers } from '../api/get-handovers.ts';
import { useOpenHandover } from '../api/handover-steps.ts';
import { carrierName } from './handover-words.ts';

const PAGE_SIZE = 50;
const ALL = 'all';
const TABS = [ALL, ...HANDOVER_STATUSES] as const;
type Tab = (typeof TABS)[number];

/**
 * `/warehouse/handover`: carrier handovers at the desk. One card per carrier opens its manifest
 * (or goes back to the one open for it), and below, the warehouse's manifests by status, newest
 * first, paged in the address. Staff first choose the warehouse.
 */
export function HandoverList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const user = useFloorUser();
  const isStaff = user.kind === 'staff';
  useDocumentTitle(t('handover.title'));
  const warehouses = useWarehouses(isStaff);
  const [warehouseId, setWarehouseId] = useState('');
  const scope = isStaff && warehouseId ? { warehouseId } : {};
  const list = useListParams({ tabs: TABS, defaultTab: ALL, filters: [] });
  const handovers = useHandovers({
    page: list.page,
    size: PAGE_SIZE,
    ...scope,
    ...(list.tab === ALL ? {} : { status: list.tab }),
  });
  const canOpen = !isStaff || warehouseId !== '';
  const openOnes = useHandovers({ page: 1, size: 20, status: 'open', ...scope }, canOpen);
  const openHandover = useOpenHandover();
  const [opening, setOpening] = useState<string | null>(null);
  const counts = handovers.data?.counts;
  const tabLabel = (tab: Tab) => {
    if (tab === ALL) return t('common.all');
    const label = t(`handoverStatus.${tab}`);
    return counts ? `${label} ${counts[tab].toLocaleString()}` : label;
  };

  const start = (parcelCompany: (typeof PARCEL_COMPANY_CODES)[number]) => {
    setOpening(parcelCompany);
    openHandover.mutate(
      { parcelCompany, ...scope },
      {
        onSuccess: (handover) => void navigate(hrefs.handover(handover.id)),
        onError: (error) => notifyError(errorText(error)),
        onSettled: () => setOpening(null),
      },
    );
  };
  const openFor = (code: string): HandoverListItem | undefined =>
    openOnes.data?.items.find((h) => h.parcelCompany === code);

  return (
    <PageContainer
      component="div"
      size={1920}
      title={t('handover.title')}
      description={t('handover.description')}
    >
      <Stack gap="lg">
        {isStaff ? (
          <NativeSelect
            label={t('handover.warehouse')}
            description={t('handover.warehouseHint')}
            value={warehouseId}
            onChange={(event) => setWarehouseId(event.currentTarget.value)}
            data={[
              { value: '', label: t('handover.warehousePlaceholder') },
              ...(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.name} (${w.code})` })),
            ]}
            w={360}
          />
        ) : null}
        <section aria-label={t('handover.carriers')}>
          <Text fw={700} mb="xs">
            {t('handover.carriers')}
          </Text>
          {!canOpen ? (
            <Text c="dimmed">{t('handover.chooseWarehouse')}</Text>
          ) : openOnes.isError ? (
            <QueryErrorState query={openOnes} />
          ) : (
            <SimpleGrid cols={{ base: 2, lg: 5 }} spacing="sm">
              {PARCEL_COMPANY_CODES.map((code) => {
                const name = carrierName(code, language);
                const current = openFor(code);
                return (
                  <Paper key={code} withBorder p="sm" component="article" aria-label={name}>
                    <Stack gap={6}>
                      <Text fw={700}>{name}</Text>
                      {current ? (
                        <>
                          <Text size="sm">
                            {t('handover.openSummary', {
                              handoverNo: current.handoverNo,
                              count: current.parcelCount,
                            })}
                          </Text>
                          <Button component={Link} to={hrefs.handover(current.id)} size="xs">
                            {t('handover.continue')}
                          </Button>
                        </>
                      ) : (
                        <>
                          <Text size="sm" c="dimmed">
                            {openOnes.isPending ? t('handover.loadingOpen') : t('handover.noneOpen')}
                          </Text>
                          <Button
                            size="xs"
                            variant="light"
                            loading={opening === code}
                            disabled={openOnes.isPending || (opening !== null && opening !== code)}
                            onClick={() => start(code)}
                            aria-label={t('handover.startFor', { carrier: name })}
                          >
                            {t('handover.start')}
                          </Button>
                        </>
                      )}
                    </Stack>
                  </Paper>
                );
              })}
            </SimpleGrid>
          )}
        </section>
        <PagedList
          list={list}
          query={handovers}
          tabs={TABS.map((value) => ({ value, label: tabLabel(value) }))}
          tabsLabel={t('handover.statusLabel')}
          empty={<EmptyState title={t('handover.empty')} description={t('handover.emptyHint')} />}
        >
          {(items) => (
            <div className="baro-table-scroll">
              <Table striped highlightOnHover verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('handover.columns.handover')}</Table.Th>
                    <Table.Th>{t('handover.columns.carrier')}</Table.Th>
                    <Table.Th>{t('handover.columns.warehouse')}</Table.Th>
                    <Table.Th ta="right">{t('handover.columns.parcels')}</Table.Th>
                    <Table.Th ta="right">{t('handover.columns.orders')}</Table.Th>
                    <Table.Th>{t('handover.columns.status')}</Table.Th>
                    <Table.Th>{t('handover.columns.closedAt')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((handover) => (
                    <Table.Tr key={handover.id}>
                      <Table.Td>
                        <Anchor component={Link} to={hrefs.handover(handover.id)} fw={700}>
                          {handover.handoverNo}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(handover.createdAt, language)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{carrierName(handover.parcelCompany, language)}</Table.Td>
                      <Table.Td>{handover.warehouse.name}</Table.Td>
                      <Table.Td ta="right">{handover.parcelCount.toLocaleString()}</Table.Td>
                      <Table.Td ta="right">{handover.orderCount.toLocaleString()}</Table.Td>
                      <Table.Td>
                        <Group gap={6}>
                          <Badge variant="light" color={handover.status === 'open' ? 'blue' : 'gray'}>
                            {t(`handoverStatus.${handover.status}`)}
                          </Badge>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {handover.closedAt ? formatDateTime(handover.closedAt, language) : t('common.none')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
        </PagedList>
      </Stack>
    </PageContainer>
  );
}
