import {
  BID_STATUSES,
  type BidCargo,
  type BidStatus,
  type BidSummary,
  formatDate,
  type Language,
} from '@baro/core';
import { EmptyState, LoadingState, Pagination } from '@baro/ui';
import { Anchor, Badge, Button, Stack, Tabs, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../components/QueryErrorState.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { hrefs, paths } from '../../../paths.ts';
import { useBids } from '../api/get-bids.ts';
import { cargoBrief, deadlineHint, formatKRW, formatNumber, laneLabel } from '../bid-format.ts';
import { parseFilter, parsePage, withListParams } from '../list-params.ts';
import { useNow } from '../use-now.ts';
import { BidStatusBadge } from './BidStatusBadge.tsx';
import '../bids.css';

const ALL = 'all';
const FILTERS = [ALL, ...BID_STATUSES] as const;

/**
 * The team's bid requests (`GET /api/bid`), newest first: a status filter and the page are in the
 * address (`?status=waiting&page=2`), so the back button and a shared link show the same list.
 * Each row: lane, freight type and cargo, quote count, lowest total, deadline with the time left,
 * and status; the lane is the link to the bid.
 */
export function BidList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = parseFilter<BidStatus>(params.get('status'), BID_STATUSES);
  const page = parsePage(params.get('page'));
  const bids = useBids({ status, page });
  const data = bids.data;

  const change = (next: { filter?: string | null; page?: number }) =>
    setParams((current) => withListParams(current, next), { preventScrollReset: next.filter !== undefined });

  // SPEC §4: a page past the end (the list shrank) goes back to the first page.
  const pastEnd = data !== undefined && !bids.isPlaceholderData && data.items.length === 0 && page > 1;
  useEffect(() => {
    if (pastEnd) setParams((current) => withListParams(current, { page: 1 }), { replace: true });
  }, [pastEnd, setParams]);

  const filter = status ?? ALL;
  return (
    <Tabs
      className="forwarding-filters"
      variant="pills"
      radius="xl"
      value={filter}
      onChange={(value) => {
        if (value && value !== filter) change({ filter: value === ALL ? null : value });
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('bids.list.filterLabel')} mb="md">
        {FILTERS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {value === ALL ? t('bids.list.all') : t(`bids.status.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {FILTERS.map((value) => (
        <Tabs.Panel key={value} value={value}>
          {value !== filter ? null : bids.isPending ? (
            <LoadingState variant="skeleton" rows={5} />
          ) : bids.isError ? (
            <QueryErrorState query={bids} />
          ) : data === undefined || data.items.length === 0 ? (
            status === null ? (
              <EmptyState
                title={t('bids.list.empty')}
                description={t('bids.list.emptyDescription')}
                action={
                  <Button component={Link} to={paths.mypageBidNew}>
                    {t('bids.list.newBid')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title={t('bids.list.emptyFiltered')}
                action={
                  <Button variant="light" onClick={() => change({ filter: null })}>
                    {t('bids.list.showAll')}
                  </Button>
                }
              />
            )
          ) : (
            <Stack gap="md">
              <ul
                className="forwarding-rows"
                aria-label={t('bids.list.listLabel')}
                aria-busy={bids.isFetching || undefined}
              >
                {data.items.map((bid) => (
                  <BidRow key={bid.id} bid={bid} />
                ))}
              </ul>
              <Pagination
                page={data.page}
                pageCount={data.pageCount}
                onChange={(next) => change({ page: next })}
                hideWhenSinglePage
              />
            </Stack>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** One bid of the list; exported for the tests. */
export function BidRow({ bid }: { bid: BidSummary & { cargo?: Pick<BidCargo, 'containers' | 'packages'> } }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useNow();
  const hint = deadlineHint(bid.status, bid.deadline, now);
  const lane = laneLabel(bid.pol, bid.pod, language);

  return (
    <li className="forwarding-row" data-bid-id={bid.id}>
      <div className="forwarding-row__lane">
        <Anchor component={Link} to={hrefs.bid(bid.id)} className="forwarding-row__link" fw={600} c="inherit">
          {lane}
        </Anchor>
        <Text size="xs" c="dimmed">
          {bid.pol.code} → {bid.pod.code} ·{' '}
          {t('bids.list.requestedOn', { date: formatDate(bid.createdAt, language) })}
        </Text>
      </div>
      <Cell label={t('bids.list.cargo')}>
        <Text size="sm">
          {t(`bids.freightType.${bid.freightType}`)}
          {bid.cargo ? ` · ${cargoText(bid.cargo, t, language)}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {t('bids.cargo.terms', {
            incoterms: bid.incoterms,
            date: formatDate(`${bid.cargoReadyDate}T00:00:00+09:00`, language),
          })}
        </Text>
      </Cell>
      <Cell label={t('bids.list.quotes')}>
        <Text size="sm" fw={bid.quoteCount > 0 ? 600 : undefined}>
          {bid.quoteCount > 0
            ? t('bids.list.quoteCount', { count: bid.quoteCount })
            : t('bids.list.noQuotes')}
        </Text>
      </Cell>
      <Cell label={t('bids.list.lowest')}>
        <Text size="sm">{bid.lowestTotalKRW === null ? '—' : formatKRW(bid.lowestTotalKRW, language)}</Text>
      </Cell>
      <Cell label={t('bids.list.deadline')}>
        <Text size="sm">{formatDate(bid.deadline, language, true)}</Text>
        {hint ? (
          <Badge size="sm" variant="light" color={hint.unit === 'minutes' ? 'red' : 'blue'}>
            {hint.unit === 'hours'
              ? t('bids.list.closesInHours', { count: hint.count })
              : t('bids.list.closesInMinutes', { count: hint.count })}
          </Badge>
        ) : null}
      </Cell>
      <div className="forwarding-row__status">
        <BidStatusBadge status={bid.status} />
      </div>
    </li>
  );
}

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

/** The cargo in a few words: `40HQ × 2` or `12개 · 1,200kg · 4.5CBM`. */
export function cargoText(
  cargo: Pick<BidCargo, 'containers' | 'packages'>,
  t: TFunction,
  language: Language,
): string {
  const brief = cargoBrief(cargo);
  switch (brief.kind) {
    case 'containers':
      return brief.containers
        .map((line) => t('bids.cargo.container', { type: line.type, quantity: line.quantity }))
        .join(', ');
    case 'packages':
      return t('bids.cargo.packages', {
        pieces: formatNumber(brief.pieces, language),
        weight: formatNumber(brief.weightKg, language),
        cbm: formatNumber(brief.cbm, language),
      });
    case 'none':
      return t('bids.cargo.none');
  }
}
