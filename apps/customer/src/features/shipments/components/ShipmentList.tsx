import { SHIPMENT_STATUSES, type ShipmentStatus, type ShipmentSummary } from '@baro/core';
import { EmptyState, LoadingState, Pagination } from '@baro/ui';
import { Anchor, Button, Stack, Tabs, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../components/QueryErrorState.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { hrefs, paths } from '../../../paths.ts';
import { laneLabel } from '../../bids/bid-format.ts';
import { parseFilter, parsePage, withListParams } from '../../bids/list-params.ts';
import { useShipments } from '../api/get-shipments.ts';
import { formatSeoulTime } from '../milestone-time.ts';
import { MilestoneTimes } from './MilestoneTimes.tsx';
import { ShipmentStatusBadge } from './ShipmentStatusBadge.tsx';
import '../../bids/bids.css';

const ALL = 'all';
const FILTERS = [ALL, ...SHIPMENT_STATUSES] as const;

/**
 * The team's shipments (`GET /api/shipments`), newest first, with a status filter and the page
 * in the address. Each row: lane, partner, the milestone reached last, ETD/ATD and ETA/ATA in
 * Seoul time, and status; the lane is the link to the shipment.
 */
export function ShipmentList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = parseFilter<ShipmentStatus>(params.get('status'), SHIPMENT_STATUSES);
  const page = parsePage(params.get('page'));
  const shipments = useShipments({ status, page });
  const data = shipments.data;

  const change = (next: { filter?: string | null; page?: number }) =>
    setParams((current) => withListParams(current, next), { preventScrollReset: next.filter !== undefined });

  const pastEnd = data !== undefined && !shipments.isPlaceholderData && data.items.length === 0 && page > 1;
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
      <Tabs.List aria-label={t('bids.shipments.filterLabel')} mb="md">
        {FILTERS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {value === ALL ? t('bids.shipments.all') : t(`bids.shipments.status.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {FILTERS.map((value) => (
        <Tabs.Panel key={value} value={value}>
          {value !== filter ? null : shipments.isPending ? (
            <LoadingState variant="skeleton" rows={5} />
          ) : shipments.isError ? (
            <QueryErrorState query={shipments} />
          ) : data === undefined || data.items.length === 0 ? (
            status === null ? (
              <EmptyState
                title={t('bids.shipments.empty')}
                description={t('bids.shipments.emptyDescription')}
                action={
                  <Button component={Link} to={paths.mypageBids} variant="light">
                    {t('bids.shipments.goToBids')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title={t('bids.shipments.emptyFiltered')}
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
                aria-label={t('bids.shipments.listLabel')}
                aria-busy={shipments.isFetching || undefined}
              >
                {data.items.map((shipment) => (
                  <ShipmentRow key={shipment.id} shipment={shipment} />
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

function ShipmentRow({ shipment }: { shipment: ShipmentSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const current = shipment.currentMilestone;
  return (
    <li className="forwarding-row forwarding-row--shipment" data-shipment-id={shipment.id}>
      <div className="forwarding-row__lane">
        <Anchor
          component={Link}
          to={hrefs.shipment(shipment.id)}
          className="forwarding-row__link"
          fw={600}
          c="inherit"
        >
          {laneLabel(shipment.pol, shipment.pod, language)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t(`bids.freightType.${shipment.freightType}`)} · {shipment.pol.code} → {shipment.pod.code}
        </Text>
      </div>
      <Cell label={t('bids.shipments.partner')}>
        <Text size="sm">{shipment.partner.name}</Text>
      </Cell>
      <Cell label={t('bids.shipments.current')}>
        <Text size="sm" fw={current ? 600 : undefined} c={current ? undefined : 'dimmed'}>
          {current ? t(`bids.milestones.${current.kind}`) : t('bids.shipments.notStarted')}
        </Text>
        {current ? (
          <Text size="xs" c="dimmed">
            {formatSeoulTime(current.actualAt, language)}
          </Text>
        ) : null}
      </Cell>
      <Cell label={`${t('bids.shipments.etd')} / ${t('bids.shipments.eta')}`}>
        <MilestoneTimes times={shipment.departure} kind="departure" />
        <MilestoneTimes times={shipment.arrival} kind="arrival" />
      </Cell>
      <div className="forwarding-row__status">
        <ShipmentStatusBadge status={shipment.status} />
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
