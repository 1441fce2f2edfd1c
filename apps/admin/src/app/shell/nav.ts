import { paths } from '../../lib/paths.ts';

/** The sections of the admin app, in the order staff look for them. */
export const NAV_GROUPS = [
  {
    key: 'customers',
    items: [
      { key: 'teams', href: paths.teams },
      { key: 'users', href: paths.users },
    ],
  },
  {
    key: 'partners',
    items: [{ key: 'partners', href: paths.partners }],
  },
  {
    key: 'forwarding',
    items: [
      { key: 'bids', href: paths.bids },
      { key: 'shipments', href: paths.shipments },
    ],
  },
  {
    key: 'reference',
    items: [
      { key: 'locations', href: paths.locations },
      { key: 'exchangeRates', href: paths.exchangeRates },
      { key: 'schedules', href: paths.schedules },
    ],
  },
  {
    key: 'fulfillment',
    items: [
      { key: 'applications', href: paths.applications },
      { key: 'warehouses', href: paths.warehouses },
      { key: 'stock', href: paths.stock },
      { key: 'inbound', href: paths.inbound },
      { key: 'orders', href: paths.orders },
      { key: 'returns', href: paths.returns },
    ],
  },
  {
    key: 'operations',
    items: [
      { key: 'calendar', href: paths.calendar },
      { key: 'content', href: paths.content },
      { key: 'outbox', href: paths.outbox },
      { key: 'audit', href: paths.audit },
    ],
  },
] as const;

export type NavGroupKey = (typeof NAV_GROUPS)[number]['key'];
export type NavItemKey = (typeof NAV_GROUPS)[number]['items'][number]['key'];
