import { buildLoginUrl } from '@baro/client';

/** Where the partner app is served; the router's basename (apps/api serves it under /partner/). */
export const BASENAME = '/partner';

/**
 * Every path the partner app routes, relative to {@link BASENAME} (the router adds it): components
 * write `paths.rates`, never `'/rates'`.
 */
export const paths = {
  home: '/',
  bids: '/bids',
  bid: '/bids/:id',
  quotes: '/quotes',
  shipments: '/shipments',
  shipment: '/shipments/:id',
  rates: '/rates',
  rateNew: '/rates/new',
  rate: '/rates/:id',
  members: '/members',
  notifications: '/notifications',
  notFound: '*',
} as const;

/** Addresses with parameters, relative to the basename. */
export const hrefs = {
  bid: (id: string) => `${paths.bids}/${encodeURIComponent(id)}`,
  shipment: (id: string) => `${paths.shipments}/${encodeURIComponent(id)}`,
  rate: (id: string) => `${paths.rates}/${encodeURIComponent(id)}`,
} as const;

/** The document address of an app path: `/bids?status=won` → `/partner/bids?status=won`. */
export function toDocumentPath(appPath: string): string {
  if (appPath === '' || appPath === '/') return `${BASENAME}/`;
  if (appPath.startsWith('?')) return `${BASENAME}/${appPath}`;
  return `${BASENAME}${appPath.startsWith('/') ? '' : '/'}${appPath}`;
}

/**
 * The customer site's login page (the one login of every app, SPEC §2), coming back to
 * `documentPath` (a path of this site, e.g. `/partner/bids`) after logging in.
 */
export function loginHref(documentPath?: string | null): string {
  return buildLoginUrl(documentPath);
}

/** True when `pathname` is `prefix` or below it (`/rates`, `/rates/new`), not `/rates-old`. */
export function isPathWithin(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname.startsWith('/');
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
