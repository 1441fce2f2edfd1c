import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallerKind } from '../src/http/route-access.ts';
import {
  authHeaders,
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createWorker,
} from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// DESIGN §7: every route is in one who-may-call-it table (app.routeAccess, filled as routes
// register), and this walks all of it: each kind of caller that a route does not admit is refused
// before the route reads its body — anonymous with 401, a signed-in caller of the wrong kind with 403.
const KINDS: CallerKind[] = ['customer', 'partner', 'worker', 'staff'];

const concretePath = (route: string) =>
  route.replace(/:(\w+)/g, (_, name: string) =>
    name.toLowerCase().includes('user') ? 'usr_AAAAAAAAAAAAAAAAAAAA' : 'x_AAAAAAAAAAAAAAAAAAAA',
  );

describe('who may call each route', () => {
  let database: TestDatabase;
  let app: TestApp;
  const headers = new Map<CallerKind, Record<string, string>>();
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
    headers.set('customer', await authHeaders(app, database, await createCustomer(database)));
    headers.set('partner', await authHeaders(app, database, await createPartnerAdmin(database)));
    headers.set('worker', await authHeaders(app, database, await createWorker(database)));
    headers.set('staff', await authHeaders(app, database, await createStaff(database)));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('has routes to walk', () => {
    expect(app.routeAccess.size).toBeGreaterThan(5);
  });

  it('refuses every caller a route does not admit', async () => {
    const checked: string[] = [];
    for (const [route, access] of app.routeAccess) {
      if (access === 'anonymous') continue;
      const [method, path] = route.split(' ') as [string, string];
      const url = concretePath(path);
      const anonymous = await app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(anonymous.statusCode, `${route} without a token`).toBe(401);
      for (const kind of KINDS) {
        if (access.includes(kind)) continue;
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers: headers.get(kind),
          payload: method === 'GET' ? undefined : {},
        });
        expect(response.statusCode, `${route} as ${kind}`).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
        checked.push(`${route} ${kind}`);
      }
    }
    expect(checked.length).toBeGreaterThan(0);
  });
});
