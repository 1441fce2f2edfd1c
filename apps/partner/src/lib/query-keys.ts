/**
 * Query keys from one factory (STYLE #9), so that a screen can invalidate exactly what a change
 * touched: `queryClient.invalidateQueries({ queryKey: queryKeys.team.all })`.
 *
 * Every key starts with its scope; lists and details sit below it:
 *
 *     queryKeys.team.all                 ['team']
 *     queryKeys.team.lists()             ['team', 'list']
 *     queryKeys.team.list({ page: 2 })   ['team', 'list', { page: 2 }]
 *     queryKeys.team.details()           ['team', 'detail']
 *     queryKeys.team.detail('usr_1')     ['team', 'detail', 'usr_1']
 *
 * Features add their scope here (one line) rather than writing keys by hand. Answers that
 * differ by UI language (CMS articles) take the language as part of the query.
 */
export function createQueryKeys<const Scope extends string>(scope: Scope) {
  const all = [scope] as const;
  return {
    all,
    lists: () => [scope, 'list'] as const,
    list: <Query extends object>(query?: Query) =>
      query === undefined ? ([scope, 'list'] as const) : ([scope, 'list', query] as const),
    details: () => [scope, 'detail'] as const,
    detail: <Id extends string | number, Query extends object>(id: Id, query?: Query) =>
      query === undefined ? ([scope, 'detail', id] as const) : ([scope, 'detail', id, query] as const),
  };
}

/** Every scope of the app's cache. */
export const queryKeys = {
  /** `GET /api/users/me`: the signed-in user (kind, partner). */
  me: createQueryKeys('me'),
  /** `GET /api/partner/bids`, `/api/partner/bids/{id}`: requests and this partner's quote on each. */
  bids: createQueryKeys('bids'),
  /** `GET /api/partner/quotes`: this partner's quotes with outcomes. */
  quotes: createQueryKeys('quotes'),
  /** `GET /api/partner/shipments`, `/{id}`. */
  shipments: createQueryKeys('shipments'),
  /** `GET /api/partner/rates`, `/{id}`. */
  rates: createQueryKeys('rates'),
  /** `GET /api/partner/members`. */
  members: createQueryKeys('members'),
  /** `GET /api/locations?query=&kind=`. */
  locations: createQueryKeys('locations'),
  /** `GET /api/exchange-rates`. */
  exchangeRates: createQueryKeys('exchangeRates'),
} as const;
