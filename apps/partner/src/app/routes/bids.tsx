import { FREIGHT_TYPES, type FreightType, PARTNER_BID_FILTERS, type PartnerBidFilter } from '@baro/core';
import { EmptyState, LoadingState, PageContainer, Pagination } from '@baro/ui';
import { Anchor, Button, Group, NativeSelect, Paper, Stack, Table, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Lane } from '../../components/Lane.tsx';
import { QueryErrorState } from '../../components/QueryErrorState.tsx';
import { type PartnerBidListParams, usePartnerBids } from '../../features/bids/api.ts';
import { cargoSummary } from '../../features/bids/cargo-text.ts';
import { Deadline } from '../../features/bids/Deadline.tsx';
import { OutcomeBadge } from '../../features/bids/OutcomeBadge.tsx';
import { LocationSelect } from '../../features/reference/LocationSelect.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { hrefs } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSearchState } from '../../lib/use-search-state.ts';

const PAGE_SIZE = 20;
const FILTER_KEYS = ['status', 'freightType', 'pol', 'pod'] as const;

const isStatus = (value: string): value is PartnerBidFilter =>
  (PARTNER_BID_FILTERS as readonly string[]).includes(value);
const isFreightType = (value: string): value is FreightType =>
  (FREIGHT_TYPES as readonly string[]).includes(value);

/** `/bids`: customers' requests by status (open, quoted, won, lost), filtered by lane, paged. */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('bids.title'));
  const { values, page, update } = useSearchState(FILTER_KEYS);
  const status: PartnerBidFilter = isStatus(values.status) ? values.status : 'open';
  const query: PartnerBidListParams = {
    status,
    page,
    size: PAGE_SIZE,
    ...(isFreightType(values.freightType) ? { freightType: values.freightType } : {}),
    ...(values.pol ? { pol: values.pol } : {}),
    ...(values.pod ? { pod: values.pod } : {}),
  };
  const bids = usePartnerBids(query);
  const filtered = Boolean(values.freightType || values.pol || values.pod);
  const kind = values.freightType === 'AIR' ? 'air' : values.freightType ? 'sea' : undefined;

  return (
    <PageContainer component="div" size="xl" title={t('bids.title')} description={t('bids.description')}>
      <Stack gap="md">
        <Tabs
          value={status}
          onChange={(next) => update({ status: next === 'open' ? null : next })}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('bids.tabsLabel')}>
            {PARTNER_BID_FILTERS.map((filter) => (
              <Tabs.Tab key={filter} value={filter}>
                {t(`bids.tabs.${filter}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>

        <Paper withBorder p="md" component="section" aria-label={t('bids.filters')}>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={t('bids.freightType')}
              value={values.freightType}
              onChange={(event) => update({ freightType: event.currentTarget.value })}
              data={[
                { value: '', label: t('common.all') },
                ...FREIGHT_TYPES.map((type) => ({ value: type, label: t(`freightType.${type}`) })),
              ]}
            />
            <LocationSelect
              label={t('location.pol')}
              value={values.pol}
              kind={kind}
              onChange={(code) => update({ pol: code })}
              w={240}
            />
            <LocationSelect
              label={t('location.pod')}
              value={values.pod}
              kind={kind}
              onChange={(code) => update({ pod: code })}
              w={240}
            />
            {filtered ? (
              <Button variant="subtle" onClick={() => update({ freightType: null, pol: null, pod: null })}>
                {t('common.reset')}
              </Button>
            ) : null}
          </Group>
        </Paper>

        {bids.isPending ? (
          <LoadingState variant="skeleton" rows={6} />
        ) : bids.isError ? (
          <QueryErrorState query={bids} />
        ) : bids.data.items.length === 0 ? (
          <EmptyState
            title={t('bids.emptyTitle')}
            description={status === 'open' && !filtered ? t('bids.emptyOpen') : t('bids.emptyOther')}
          />
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('common.count', { count: bids.data.total })}
            </Text>
            <div className="table-scroll">
              <Table striped highlightOnHover verticalSpacing="sm" aria-busy={bids.isFetching || undefined}>
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
                  {bids.data.items.map((bid) => (
                    <Table.Tr key={bid.id}>
                      <Table.Td>
                        <Anchor component={Link} to={hrefs.bid(bid.id)} fw={600}>
                          <Lane pol={bid.pol} pod={bid.pod} />
                        </Anchor>
                      </Table.Td>
                      <Table.Td className="nowrap">{t(`freightType.${bid.freightType}`)}</Table.Td>
                      <Table.Td>{cargoSummary(bid.cargo, t)}</Table.Td>
                      <Table.Td className="nowrap">{formatDay(bid.cargoReadyDate, language)}</Table.Td>
                      <Table.Td>
                        <Deadline deadline={bid.deadline} />
                      </Table.Td>
                      <Table.Td>
                        {bid.myQuote ? (
                          <Stack gap={2} align="flex-start">
                            <Text size="sm" className="num">
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
            <Pagination
              page={bids.data.page}
              pageCount={bids.data.pageCount}
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
