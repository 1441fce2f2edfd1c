import { expect, it } from 'vitest';
import type { CallerKind } from '../../src/http/route-access.ts';
import type { TestApp } from './test-app.ts';

// DESIGN §7 on real objects (route-access-walk*.test.ts): the seven callers — anonymous, a customer
// of the object's team, a customer of another team, the object's partner, another partner, a
// worker (of the object's warehouse), staff — plus a worker of another warehouse, call each route
// that takes an id, each on a fresh object made for it. Not admitted → 401 (anonymous) or 403;
// admitted but not the object's tenant → 404 (never 403: another tenant's object does not exist);
// admitted and the tenant (or staff) → reaches the operation: 2xx, or a business 4xx the object's
// state calls for (409 …) — never 401, 403, 404, a validation error or 5xx.

/**
 * Whose the object is: a customer team's, a partner's, every partner's (open requests), a
 * warehouse's (the floor's side of a team's inbound, order or return), or every floor caller's
 * (the carriers' printers, configured for the deployment).
 */
export type Owner = 'team' | 'partner' | 'shared' | 'warehouse';

export type WalkCaller =
  | 'anonymous'
  | 'customer'
  | 'other customer'
  | 'partner'
  | 'other partner'
  | 'worker'
  | 'other worker'
  | 'staff';

/** The refused callers first, the ones that reach (and may change the object) last. */
const CALLERS: readonly WalkCaller[] = [
  'anonymous',
  'other customer',
  'other partner',
  'other worker',
  'partner',
  'worker',
  'staff',
  'customer',
];

export interface ObjectRow<World> {
  owner: Owner;
  /** Makes the route's object in `world`: its path parameters (and anything `body`/`query` need). */
  make: (world: World) => Promise<Record<string, string>>;
  /** A valid body, so that validation never answers before the tenant check. */
  body?: (params: Record<string, string>) => object;
  /** A valid query string (without `?`). */
  query?: (params: Record<string, string>) => string;
  /**
   * Who "the customer" is when the object names a person rather than a team (an invitation's
   * addressee): their `authorization` header, from the made params.
   */
  customer?: (params: Record<string, string>) => string;
}

/** What `caller` must get on a route of `access` whose object is `owner`'s. */
export function expectedAnswer(
  caller: WalkCaller,
  access: readonly CallerKind[],
  owner: Owner,
): 401 | 403 | 404 | 'reach' {
  if (caller === 'anonymous') return 401;
  const kind: CallerKind = caller.startsWith('other ')
    ? (caller.slice(6) as CallerKind)
    : (caller as CallerKind);
  if (!access.includes(kind)) return 403;
  if (caller === 'other customer' && owner === 'team') return 404;
  if (caller === 'other partner' && owner === 'partner') return 404;
  if (caller === 'other worker' && owner === 'warehouse') return 404;
  return 'reach';
}

/** The signed-in routes with an id that have neither a row nor a reason, among `routes`. */
export function routesWithoutRow(
  app: TestApp,
  inScope: (route: string) => boolean,
  rows: Record<string, unknown>,
  reasons: Record<string, string>,
): string[] {
  return [...app.routeAccess]
    .filter(([route, access]) => route.includes('/:') && access !== 'anonymous' && inScope(route))
    .filter(([, access]) => access !== 'anonymous' && access.some((kind) => kind !== 'staff'))
    .map(([route]) => route)
    .filter((route) => !rows[route] && !reasons[route]);
}

/** Calls `route` as each caller on a fresh object made by `row`, asserting each answer. */
export async function walkObjectRoute<World>(
  app: TestApp,
  world: World,
  route: string,
  row: ObjectRow<World>,
  headers: ReadonlyMap<WalkCaller, Record<string, string>>,
): Promise<void> {
  const access = app.routeAccess.get(route);
  if (!access || access === 'anonymous') throw new Error(`${route} is not a signed-in route`);
  const [method, pattern] = route.split(' ') as [string, string];
  const params = await row.make(world);
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const url = row.query ? `${path}?${row.query(params)}` : path;
  const callers = CALLERS.map((caller) => ({ caller, want: expectedAnswer(caller, access, row.owner) })).sort(
    (a, b) => Number(a.want === 'reach') - Number(b.want === 'reach'),
  );
  for (const { caller, want } of callers) {
    const callerHeaders =
      caller === 'customer' && row.customer ? { authorization: row.customer(params) } : headers.get(caller);
    if (!callerHeaders) throw new Error(`no headers for ${caller}`);
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: callerHeaders,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: row.body?.(params) ?? {} }),
    });
    const what = `${route} as ${caller}: ${response.statusCode} ${response.body.slice(0, 200)}`;
    // Soft: one run names every caller a route answers wrongly, not just the first.
    if (want === 'reach') {
      expect.soft([401, 403, 404], what).not.toContain(response.statusCode);
      expect.soft(response.statusCode, what).toBeLessThan(500);
      if (response.statusCode >= 400) expect.soft(response.json().code, what).not.toBe('VALIDATION_FAILED');
    } else {
      expect.soft(response.statusCode, what).toBe(want);
    }
  }
}

/**
 * One test per row (short, named by its route): the route called as each caller on a fresh object.
 * `context` answers what the file's `beforeAll` built.
 */
export function itWalksEachRoute<World>(
  rows: Record<string, ObjectRow<World>>,
  context: () => { app: TestApp; world: World; headers: ReadonlyMap<WalkCaller, Record<string, string>> },
): void {
  for (const [route, row] of Object.entries(rows)) {
    it(`answers each caller as its tenancy says: ${route}`, async () => {
      const { app, world, headers } = context();
      await walkObjectRoute(app, world, route, row, headers);
    });
  }
}
