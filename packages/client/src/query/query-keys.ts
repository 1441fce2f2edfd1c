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
 * Answers that differ by UI language (CMS articles) take the language as part of the query.
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

export type QueryKeys<Scope extends string> = ReturnType<typeof createQueryKeys<Scope>>;

/**
 * The scopes of the requests the kit makes itself (`@baro/client`'s reference data and account
 * calls, which `@baro/ui`'s pickers use). An app's scopes may not reuse these names: two requests
 * of different shapes under one key would answer each other's queries.
 */
export const kitQueryKeys = {
  /** `GET /api/users/me`. */
  me: createQueryKeys('me'),
  /** `GET /api/locations?query=&kind=&limit=` (lists) and `GET /api/locations/{code}` (details). */
  locations: createQueryKeys('locations'),
  /** `GET /api/exchange-rates[?date=]`. */
  exchangeRates: createQueryKeys('exchangeRates'),
  /** `GET /api/calendar/holidays`. */
  holidays: createQueryKeys('holidays'),
} as const;

type KitScope = keyof typeof kitQueryKeys;

/**
 * An app's every query scope, declared in one place (`lib/query-keys.ts`) next to the kit's:
 *
 *     export const queryKeys = defineQueryKeys('bids', 'shipments', 'team');
 *     queryKeys.bids.detail(id); queryKeys.locations.all; // the kit's scopes come along
 *
 * A scope named twice, or named like one of the kit's, is refused (by the type checker, and at
 * start for anything the types let through), so no two requests can share a key by accident.
 */
export function defineQueryKeys<const Scopes extends readonly string[]>(
  ...scopes: Scopes & { readonly [Index in keyof Scopes]: Exclude<Scopes[Index], KitScope> }
): typeof kitQueryKeys & { readonly [Scope in Scopes[number]]: QueryKeys<Scope> } {
  const keys: Record<string, unknown> = { ...kitQueryKeys };
  for (const scope of scopes) {
    if (scope in keys) throw new Error(`Query key scope "${scope}" is declared twice (or is the kit's).`);
    keys[scope] = createQueryKeys(scope);
  }
  return keys as typeof kitQueryKeys & { readonly [Scope in Scopes[number]]: QueryKeys<Scope> };
}
