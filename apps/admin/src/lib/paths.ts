import { buildLoginUrl } from '@baro/client';

/** Where the admin app is served; the router's basename (apps/api serves it under /admin/). */
export const BASENAME = '/admin';

/**
 * Every path the admin app routes, relative to {@link BASENAME} (the router adds it): components
 * write `paths.teams`, never `'/teams'`.
 */
export const paths = {
  home: '/',
  users: '/users',
  user: '/users/:id',
  teams: '/teams',
  team: '/teams/:id',
  partners: '/partners',
  partnerNew: '/partners/new',
  partner: '/partners/:id',
  bids: '/bids',
  bid: '/bids/:id',
  shipments: '/shipments',
  shipment: '/shipments/:id',
  applications: '/fulfillment/applications',
  application: '/fulfillment/applications/:id',
  warehouses: '/fulfillment/warehouses',
  warehouse: '/fulfillment/warehouses/:id',
  stock: '/fulfillment/stock',
  orders: '/fulfillment/orders',
  inbound: '/fulfillment/inbound',
  returns: '/fulfillment/returns',
  locations: '/reference/locations',
  exchangeRates: '/reference/exchange-rates',
  schedules: '/reference/schedules',
  calendar: '/calendar',
  outbox: '/outbox',
  audit: '/audit',
  content: '/content',
  contentNew: '/content/new',
  contentGroups: '/content/groups',
  contentArticle: '/content/:id',
  notFound: '*',
} as const;

const withId = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** Addresses with parameters, relative to the basename. */
export const hrefs = {
  user: (id: string) => withId(paths.users, id),
  team: (id: string) => withId(paths.teams, id),
  partner: (id: string) => withId(paths.partners, id),
  bid: (id: string) => withId(paths.bids, id),
  shipment: (id: string) => withId(paths.shipments, id),
  application: (id: string) => withId(paths.applications, id),
  warehouse: (id: string) => withId(paths.warehouses, id),
  contentArticle: (id: string) => withId(paths.content, id),
  /** Every SKU and balance of one team. */
  stockOfTeam: (teamId: string) => `${paths.stock}?teamId=${encodeURIComponent(teamId)}`,
  /** The audit log searched for one id. */
  auditOf: (id: string) => `${paths.audit}?query=${encodeURIComponent(id)}`,
} as const;

/** The document address of an app path: `/teams?page=2` → `/admin/teams?page=2`. */
export function toDocumentPath(appPath: string): string {
  if (appPath === '' || appPath === '/') return `${BASENAME}/`;
  if (appPath.startsWith('?')) return `${BASENAME}/${appPath}`;
  return `${BASENAME}${appPath.startsWith('/') ? '' : '/'}${appPath}`;
}

/** The customer site's login page (the one login of every app, SPEC §2), coming back here. */
export function loginHref(documentPath?: string | null): string {
  return buildLoginUrl(documentPath);
}

/** True when `pathname` is `prefix` or below it (`/teams`, `/teams/team_1`), not `/teams-old`. */
export function isPathWithin(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname.startsWith('/');
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The fulfillment section of the admin app, as the browser's full pathname (with {@link BASENAME}). */
export function isAdminFulfillmentPath(pathname: string): boolean {
  const section = `${BASENAME}/fulfillment`;
  return pathname === section || pathname.startsWith(`${section}/`);
}
