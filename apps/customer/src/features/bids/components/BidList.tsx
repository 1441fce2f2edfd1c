import { useLanguage, useNow } from '@baro/client';
import {
  BID_STATUSES,
  type BidCargo,
  type BidSummary,
  formatDate,
  formatDay,
  formatMoney,
  formatNumber,
  laneLabel,
} from '@baro/core';
import { EmptyState, PagedList, useListParams } from '@baro/ui';
import { Anchor, Badge, Button, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs, paths } from '../../../paths.ts';
import { useBids } from '../api/get-bids.ts';
import { cargoBrief, deadlineHint } from '../bid-format.ts';
import { BidStatusBadge } from './BidStatusBadge.tsx';
import '../../../components/forwarding-rows.css';

const ALL = 'all';
const TABS = [ALL, ...BID_STATUSES] as const;

/**
 * The team's bid requests (`GET /api/bid`), newest first: a status filter and the page are in the
 * address (`?status=waiting&page=2`), so the back button and a shared link show the same list.
 * Each row: lane, freight type and cargo, quote count, lowest total, deadline with the time left,
 * and status; the lane is the link to the bid.
 */
export function BidList() {
  const { t } = useTranslation();
  const list = useListParams({ tabs: TABS, defaultTab: ALL });
  const bids = useBids({ status: list.tab === ALL ? null : list.tab, page: list.page });

  return (
    <PagedList
      list={list}
      query={bids}
      tabs={TABS.map((value) => ({
        value,
        label: value === ALL ? t('bids.list.all') : t(`bids.status.${value}`),
      }))}
      tabsLabel={t('bids.list.filterLabel')}
      tabsVariant="pills"
      empty={
        list.isDefaultTab ? (
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
              <Button variant="light" onClick={() => list.setTab(ALL)}>
                {t('bids.list.showAll')}
              </Button>
            }
          />
        )
      }
    >
      {(items) => (
        <ul className="forwarding-rows" aria-label={t('bids.list.listLabel')}>
          {items.map((bid) => (
            <BidRow key={bid.id} bid={bid} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** One bid of the list; exported for the tests. */
export function BidRow({ bid }: { bid: BidSummary & { cargo?: Pick<BidCargo, 'containers' | 'packages'> } }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useNow(60_000);
  const hint = deadlineHint(bid.status, bid.deadline, now.getTime());
  const lane = laneLabel(bid.pol, bid.pod, language);

  return (
    <li className="forwarding-row" data-bid-id={bid.id}>
      <div className="forwarding-row__lane">
        <Anchor component={Link} to={hrefs.bid(bid.id)} className="forwarding-row__link" fw={600} c="inherit">
          {lane}
        </Anchor>
        <Text size="xs" c="dimmed">
          <span className="bid-number">{bid.number}</span> · {bid.pol.code} → {bid.pod.code} ·{' '}
          {t('bids.list.requestedOn', { date: formatDate(bid.createdAt, language) })}
        </Text>
      </div>
      <Cell label={t('bids.list.cargo')}>
        <Text size="sm">
          {t(`bids.freightType.${bid.freightType}`)}
          {bid.cargo ? ` · ${cargoText(bid.cargo, t)}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {t('bids.cargo.terms', {
            incoterms: bid.incoterms,
            date: formatDay(bid.cargoReadyDate, language),
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
        <Text size="sm">
          {bid.lowestTotalKRW === null ? '—' : formatMoney(bid.lowestTotalKRW, 'KRW', language)}
        </Text>
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
export function cargoText(cargo: Pick<BidCargo, 'containers' | 'packages'>, t: TFunction): string {
  const brief = cargoBrief(cargo);
  switch (brief.kind) {
    case 'containers':
      return brief.containers
        .map((line) => t('bids.cargo.container', { type: line.type, quantity: line.quantity }))
        .join(', ');
    case 'packages':
      return t('bids.cargo.packages', {
        pieces: formatNumber(brief.pieces),
        weight: formatNumber(brief.weightKg),
        cbm: formatNumber(brief.cbm),
      });
    case 'none':
      return t('bids.cargo.none');
  }
}
