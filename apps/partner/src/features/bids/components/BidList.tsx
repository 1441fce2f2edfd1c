import { useDocumentTitle, useLanguage } from '@baro/client';
import { FREIGHT_TYPES, type FreightType, formatDay, formatMoney, PARTNER_BID_FILTERS } from '@baro/core';
import {
  ClearFiltersButton,
  EmptyState,
  Lane,
  LocationPicker,
  PageContainer,
  PagedList,
  useListParams,
} from '@baro/ui';
import { Anchor, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../lib/paths.ts';
import { type PartnerBidListParams, usePartnerBids } from '../api/get-partner-bids.ts';
import { cargoSummary } from '../cargo-text.ts';
import { Deadline } from './Deadline.tsx';
import { OutcomeBadge } from './OutcomeBadge.tsx';

const PAGE_SIZE = 20;

const isFreightType = (value: string): value is FreightType =>
  (FREIGHT_TYPES as readonly string[]).includes(value);

/**
 * `/bids`: customers' requests by status (open, quoted, won, lost), filtered by freight type and
 * lane, paged; the tab, filters and page are in the address. No customer identity is shown.
 */
export function BidList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('bids.title'));
  const list = useListParams({
    tabs: PARTNER_BID_FILTERS,
    defaultTab: 'open',
    filters: ['freightType', 'pol', 'pod'],
  });
  const { freightType, pol, pod } = list.filters;
  const query: PartnerBidListParams = {
    status: list.tab,
    page: list.page,
    size: PAGE_SIZE,
    ...(isFreightType(freightType) ? { freightType } : {}),
    ...(pol ? { pol } : {}),
    ...(pod ? { pod } : {}),
  };
  const bids = usePartnerBids(query);
  const kind = freightType === 'AIR' ? 'air' : freightType ? 'sea' : undefined;

  return (
    <PageContainer component="div" size="xl" title={t('bids.title')} description={t('bids.description')}>
      <PagedList
        list={list}
        query={bids}
        tabs={PARTNER_BID_FILTERS.map((value) => ({ value, label: t(`bids.tabs.${value}`) }))}
        tabsLabel={t('bids.tabsLabel')}
        toolbar={
          <Paper withBorder p="md" component="section" aria-label={t('bids.filters')}>
            <Group align="flex-end" gap="sm">
              <NativeSelect
                label={t('bids.freightType')}
                value={freightType}
                onChange={(event) => list.update({ freightType: event.currentTarget.value })}
                data={[
                  { value: '', label: t('common.all') },
                  ...FREIGHT_TYPES.map((type) => ({ value: type, label: t(`freightType.${type}`) })),
                ]}
              />
              <LocationPicker
                label={t('location.pol')}
                value={pol}
                kind={kind}
                onChange={(code) => list.update({ pol: code })}
                w={240}
              />
              <LocationPicker
                label={t('location.pod')}
                value={pod}
                kind={kind}
                onChange={(code) => list.update({ pod: code })}
                w={240}
              />
              <ClearFiltersButton list={list} />
            </Group>
          </Paper>
        }
        empty={
          <EmptyState
            title={t('bids.emptyTitle')}
            description={list.isDefaultTab && !list.filtered ? t('bids.emptyOpen') : t('bids.emptyOther')}
          />
        }
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bids.columns.lane')}</Table.Th>
                  <Table.Th>{t('bids.columns.freightType')}</Table.Th>
                  <Table.Th>{t('bids.columns.cargo')}</Table.Th>
                  <Table.Th>{t('bids.columns.cargoReady')}</Table.Th>
                  <Table.Th>{t('bids.columns.deadline')}</Table.Th>
                  <Table.Th>{t('bids.columns.myQuote')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((bid) => (
                  <Table.Tr key={bid.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.bid(bid.id)} fw={600}>
                        <Lane pol={bid.pol} pod={bid.pod} />
                      </Anchor>
                      <Text size="xs" c="dimmed" className="baro-nowrap">
                        {bid.number}
                      </Text>
                    </Table.Td>
                    <Table.Td className="baro-nowrap">{t(`freightType.${bid.freightType}`)}</Table.Td>
                    <Table.Td>{cargoSummary(bid.cargo, t)}</Table.Td>
                    <Table.Td className="baro-nowrap">{formatDay(bid.cargoReadyDate, language)}</Table.Td>
                    <Table.Td>
                      <Deadline deadline={bid.deadline} />
                    </Table.Td>
                    <Table.Td>
                      {bid.myQuote ? (
                        <Stack gap={2} align="flex-start">
                          <Text size="sm" className="baro-num">
                            {formatMoney(bid.myQuote.totalKRW, 'KRW', language)}
                          </Text>
                          <OutcomeBadge outcome={bid.myQuote.outcome} />
                        </Stack>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('bids.noQuote')}
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
