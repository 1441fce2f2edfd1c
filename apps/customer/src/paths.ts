import { buildLoginUrl } from '@baro/client';

/**
 * Every path the customer app links to or routes, in one place (STYLE #10): components write
 * `paths.mypage`, never `'/mypage'`. Route definitions use the same strings, so a renamed path
 * changes in one line.
 *
 * - SPEC §2: the fulfillment area lives under /fulfillment and /mypage/fulfillment.
 * - `notFound` is the catch-all route pattern (`*`): the API serves index.html for every unknown
 *   path (SPA fallback), and the router shows the not-found page for whatever no route matches.
 */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  findPassword: '/find-password',
  resetPassword: '/reset-password',
  mypage: '/mypage',
  mypageBids: '/mypage/bids',
  mypageBidNew: '/mypage/bids/new',
  mypageBid: '/mypage/bids/:id',
  mypageShipments: '/mypage/shipments',
  mypageShipment: '/mypage/shipments/:id',
  forwarding: '/forwarding',
  forwardingQuote: '/forwarding/quote',
  forwardingSchedule: '/forwarding/schedule',
  /** The page an estimate e-mail links to: `?estimateId=&freightType=`. */
  forwardingEstimate: '/forwarding/estimate/:estimateLogId',
  fulfillment: '/fulfillment',
  mypageFulfillment: '/mypage/fulfillment',
  support: '/support',
  supportFaq: '/support/faq',
  supportHowto: '/support/howto',
  /** `?keyword=&page=`. */
  supportSearch: '/support/search',
  /** Rendered by the API first (SPEC §4), then taken over by the app. */
  supportArticle: '/support/article/:id',
  /** The public parcel tracking lookup: `?invoiceNo=&parcelCompany=`. */
  tracking: '/tracking',
  terms: '/terms',
  privacy: '/privacy',
  notFound: '*',
} as const;

/** A path of the route map (the values of {@link paths}). */
export type AppPath = (typeof paths)[keyof typeof paths];

/** Query parameters the account screens read. */
export const SEARCH_PARAMS = {
  /** `/login?backTo=/mypage`: where to go after logging in (SPEC §2). */
  backTo: 'backTo',
  /** `/reset-password?token=…`: the token of the e-mailed reset link. */
  token: 'token',
} as const;

/**
 * Addresses that carry parameters. Only same-origin `backTo` paths survive (see buildLoginUrl),
 * so the login page can send the user there without becoming an open redirect.
 */
export const hrefs = {
  /** `/login?backTo=<path>`, or `/login` when there is no usable path to come back to. */
  login: (backTo?: string | null): string => buildLoginUrl(backTo, paths.login),
  /** `/signup?backTo=<path>`: sign-up comes back to the same place as the login it was opened from. */
  signup: (backTo?: string | null): string => {
    const path = resolveBackTo(backTo);
    return path === null
      ? paths.signup
      : `${paths.signup}?${new URLSearchParams({ [SEARCH_PARAMS.backTo]: path })}`;
  },
  /** `/reset-password?token=<token>`. */
  resetPassword: (token: string): string =>
    `${paths.resetPassword}?${new URLSearchParams({ [SEARCH_PARAMS.token]: token })}`,
  /** `/forwarding/quote?<query>`: the instant-quote page with its search (or a prefill) in the address. */
  forwardingQuote: (query?: string | URLSearchParams): string => {
    const text = query === undefined ? '' : String(query);
    return text === '' ? paths.forwardingQuote : `${paths.forwardingQuote}?${text}`;
  },
  /** `/forwarding/estimate/<estimateLogId>?estimateId=&freightType=`: one logged estimate (the e-mail's link). */
  forwardingEstimate: (estimateLogId: string, query: { estimateId: string; freightType: string }): string =>
    `${paths.forwardingEstimate.replace(':estimateLogId', encodeURIComponent(estimateLogId))}?${new URLSearchParams(query)}`,
  /** `/mypage/bids/<id>`: one bid request of the team. */
  bid: (id: string): string => paths.mypageBid.replace(':id', encodeURIComponent(id)),
  /** `/support/article/<id>`: one support article. */
  supportArticle: (id: string): string => paths.supportArticle.replace(':id', encodeURIComponent(id)),
  /** `/support/search?keyword=<keyword>`. */
  supportSearch: (keyword: string): string => `${paths.supportSearch}?${new URLSearchParams({ keyword })}`,
  /** `/mypage/shipments/<id>`: one shipment of the team. */
  shipment: (id: string): string => paths.mypageShipment.replace(':id', encodeURIComponent(id)),
} as const;

/**
 * The `backTo` of a login address, when it is a path on this site that logging in may lead to
 * (the same rule as buildLoginUrl: one leading '/', never '//', no backslashes or control
 * characters, not the login page); null otherwise, and the login page then goes home.
 */
export function resolveBackTo(backTo: string | null | undefined): string | null {
  const href = hrefs.login(backTo);
  const query = href.indexOf('?');
  if (query === -1) return null;
  return new URLSearchParams(href.slice(query)).get(SEARCH_PARAMS.backTo);
}

/**
 * True when `pathname` is `prefix` or below it (`/fulfillment`, `/fulfillment/orders`), but not a
 * sibling that merely starts with the same letters (`/fulfillment-guide`).
 */
export function isPathWithin(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname.startsWith('/');
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** SPEC §2, §8: the fulfillment area, whose error events carry `domain: fulfillment`. */
export function isFulfillmentPath(pathname: string): boolean {
  return isPathWithin(pathname, paths.fulfillment) || isPathWithin(pathname, paths.mypageFulfillment);
}
