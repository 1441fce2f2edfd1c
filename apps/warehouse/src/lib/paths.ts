import { appPathWithin } from '@baro/client';

/** Where the warehouse app is served; the router's basename (apps/api serves it under /warehouse/). */
export const BASENAME = '/warehouse';

/**
 * Every path the warehouse app routes, relative to {@link BASENAME} (the router adds it):
 * components write `paths.orders`, never `'/orders'`.
 */
export const paths = {
  home: '/',
  login: '/login',
  orders: '/orders',
  order: '/orders/:id',
  waves: '/waves',
  wave: '/waves/:id',
  packing: '/packing',
  handover: '/handover',
  /** The list, or one manifest (`/handover/{id}`): one page chunk for both. */
  handoverPage: '/handover/:id?',
  inbound: '/inbound',
  inboundDetail: '/inbound/:id',
  returns: '/returns',
  returnDetail: '/returns/:id',
  stock: '/stock',
  movements: '/stock/movements',
  locations: '/stock/locations',
  notFound: '*',
} as const;

/** The login page as a document address (the API client and the gate leave for it with a page load). */
export const LOGIN_DOCUMENT_PATH = `${BASENAME}${paths.login}`;

/** Addresses with parameters, relative to the basename. */
export const hrefs = {
  order: (id: string) => `${paths.orders}/${encodeURIComponent(id)}`,
  wave: (id: string) => `${paths.waves}/${encodeURIComponent(id)}`,
  handover: (id: string) => `${paths.handover}/${encodeURIComponent(id)}`,
  inbound: (id: string) => `${paths.inbound}/${encodeURIComponent(id)}`,
  returnDetail: (id: string) => `${paths.returns}/${encodeURIComponent(id)}`,
} as const;

/** The document address of an app path: `/orders?status=packed` → `/warehouse/orders?status=packed`. */
export function toDocumentPath(appPath: string): string {
  if (appPath === '' || appPath === '/') return `${BASENAME}/`;
  if (appPath.startsWith('?')) return `${BASENAME}/${appPath}`;
  return `${BASENAME}${appPath.startsWith('/') ? '' : '/'}${appPath}`;
}

/**
 * The app path of a `backTo` document address, when it is a page of this app other than the login
 * page (`/warehouse/orders?status=packed` → `/orders?status=packed`); null for anything else.
 */
export const appPathOf = (backTo: string | null | undefined): string | null =>
  appPathWithin(BASENAME, paths.login, backTo);

/** True when `pathname` is `prefix` or below it (`/orders`, `/orders/ord_1`), not `/orders-old`. */
export function isPathWithin(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
