import { useLanguage } from '@baro/client';
import {
  formatDateTime,
  laneLabel,
  milestoneLabel,
  SHIPMENT_STATUSES,
  type ShipmentSummary,
} from '@baro/core';
import { EmptyState, PagedList, useListParams } from '@baro/ui';
import { Anchor, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs, paths } from '../../../paths.ts';
import { useShipments } from '../api/get-shipments.ts';
import { MilestoneTimes } from './MilestoneTimes.tsx';
import { ShipmentStatusBadge } from './ShipmentStatusBadge.tsx';
import '../../../components/forwarding-rows.css';

const ALL = 'all';
const TABS = [ALL, ...SHIPMENT_STATUSES] as const;

/**
 * The team's shipments (`GET /api/shipments`), newest first, with a status filter and the page
 * in the address. Each row: lane, partner, the milestone reached last, ETD/ATD and ETA/ATA in
 * Seoul time, and status; the lane is the link to the shipment.
 */
export function ShipmentList() {
  const { t } = useTranslation();
  const list = useListParams({ tabs: TABS, defaultTab: ALL });
  const shipments = useShipments({ status: list.tab === ALL ? null : list.tab, page: list.page });

  return (
    <PagedList
      list={list}
      query={shipments}
      tabs={TABS.map((value) => ({
        value,
        label: value === ALL ? t('bids.shipments.all') : t(`bids.shipments.status.${value}`),
      }))}
      tabsLabel={t('bids.shipments.filterLabel')}
      tabsVariant="pills"
      empty={
        list.isDefaultTab ? (
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
              <Button variant="light" onClick={() => list.setTab(ALL)}>
                {t('bids.list.showAll')}
              </Button>
            }
          />
        )
      }
    >
      {(items) => (
        <ul className="forwarding-rows" aria-label={t('bids.shipments.listLabel')}>
          {items.map((shipment) => (
            <ShipmentRow key={shipment.id} shipment={shipment} />
          ))}
        </ul>
      )}
    </PagedList>
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
          {current ? milestoneLabel(current.kind, language) : t('bids.shipments.notStarted')}
        </Text>
        {current ? (
          <Text size="xs" c="dimmed">
            {formatDateTime(current.actualAt, language)}
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
