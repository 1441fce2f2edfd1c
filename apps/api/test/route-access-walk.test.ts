import { seoulToday } from '@baro/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallerKind } from '../src/http/route-access.ts';
import { seedLocations } from '../src/modules/reference/reference-data.seeder.ts';
import {
  authHeaders,
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createTeam,
  createWorker,
  type TestUser,
} from './support/accounts.ts';
import { createBid, createShipment } from './support/files-fixtures.ts';
import { itWalksEachRoute, type ObjectRow, routesWithoutRow, type WalkCaller } from './support/route-walk.ts';
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

// DESIGN §7 on real objects (support/route-walk.ts): each route that takes an id, called by the
// seven callers on a fresh object made for it. Fulfillment, the floor, webhooks and printers are
// walked in route-access-walk-fulfillment.test.ts, over a fulfillment world.
interface ObjectWorld {
  app: TestApp;
  database: TestDatabase;
  teamA: { teamId: string; master: TestUser };
  partnerP: TestUser;
}

const bidOf = (status: 'estimating' | 'waiting') => async (w: ObjectWorld) => ({
  id: await createBid(w.database, { teamId: w.teamA.teamId, createdBy: w.teamA.master.id, status }),
});
const shipmentOf = async (w: ObjectWorld) => ({
  id: await createShipment(w.database, {
    teamId: w.teamA.teamId,
    createdBy: w.teamA.master.id,
    partnerId: w.partnerP.partnerId as string,
    partnerUserId: w.partnerP.id,
  }),
});
/** A valid rate of partner P (for POST and PUT /api/partner/rates). */
const RATE = {
  freightType: 'LCL',
  pol: 'CNSHA',
  pod: 'KRINC',
  price: 42.5,
  minCharge: 42.5,
  carrier: 'Consol',
  transitDays: 4,
  validFrom: '2026-04-01',
  validTo: '2026-06-30',
  currency: 'USD',
};

/** `body` as `user` to `url`; throws unless it answers 2xx, else the JSON answer. */
async function post(w: ObjectWorld, user: TestUser, url: string, body: object) {
  const response = await w.app.inject({
    method: 'POST',
    url,
    headers: await authHeaders(w.app, w.database, user),
    payload: body,
  });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  return response.json() as Record<string, unknown>;
}

/** A rate of partner P, made through its own API. */
const rateOf = async (w: ObjectWorld) => ({
  id: (await post(w, w.partnerP, '/api/partner/rates', RATE)).id as string,
});

/** Days after the app's today, in Seoul. */
const daysAhead = (w: ObjectWorld, days: number) =>
  seoulToday(new Date(w.app.clock.now().getTime() + days * 86_400_000));
/** A quote as a partner would submit it on an open request. */
const quoteBody = (validUntil: string) => ({
  lines: [{ name: 'Ocean freight', unit: 'RT', quantity: 2, unitPrice: 45, currency: 'USD' }],
  validUntil,
  transitDays: 14,
  carrier: 'HMM',
});
/** An open request of team A with partner P's quote on it. */
const quotedBid = async (w: ObjectWorld) => {
  const id = await createBid(w.database, {
    teamId: w.teamA.teamId,
    createdBy: w.teamA.master.id,
    status: 'estimating',
  });
  const answer = await post(w, w.partnerP, `/api/partner/bids/${id}/quotes`, quoteBody(daysAhead(w, 14)));
  return { id, quoteId: (answer.myQuote as { id: string }).id };
};
/** Partner P's quote on team A's request, closed and waiting for the choice. */
const waitingQuote = async (w: ObjectWorld) => {
  const quoted = await quotedBid(w);
  await post(w, w.teamA.master, `/api/bid/${quoted.id}/close`, {});
  return quoted;
};
/** A shipment of team A with partner P, made by accepting P's quote (milestones and all). */
const acceptedShipment = async (w: ObjectWorld) => {
  const { id, quoteId } = await waitingQuote(w);
  return { id: (await post(w, w.teamA.master, `/api/bid/${id}/accept`, { quoteId })).shipmentId as string };
};
/** A search of team A's master that found partner P's rate valid today: its log and estimate. */
const estimateOfTeamA = async (w: ObjectWorld) => {
  await post(w, w.partnerP, '/api/partner/rates', {
    ...RATE,
    validFrom: daysAhead(w, -1),
    validTo: daysAhead(w, 60),
  });
  const result = await post(w, w.teamA.master, '/api/searchEstimate', {
    freightType: 'LCL',
    pol: 'CNSHA',
    pod: 'KRINC',
    incoterms: 'FOB',
    cargoReadyDate: daysAhead(w, 5),
    packages: [{ length: 120, width: 100, height: 150, weight: 300, quantity: 1 }],
  });
  const [estimate] = result.estimates as { id: string }[];
  if (!estimate) throw new Error('the search found no estimate');
  return { estimateLogId: result.estimateLogId as string, estimateId: estimate.id };
};
/** Team A's invitation to a customer on a team of their own, and that customer's token. */
const invitationToSomeone = async (w: ObjectWorld) => {
  const invitee = await createCustomer(w.database);
  const { id } = await post(w, w.teamA.master, '/api/teams/me/invitations', {
    email: invitee.email,
    role: 'member',
  });
  return { id: id as string, invitee: (await authHeaders(w.app, w.database, invitee)).authorization };
};
/** An invitation of team A, sent through its API. */
const invitationOf = async (w: ObjectWorld) => ({
  id: (
    await post(w, w.teamA.master, '/api/teams/me/invitations', {
      email: `walk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@test.baro`,
      role: 'member',
    })
  ).id as string,
});

const OBJECT_ROUTES: Record<string, ObjectRow<ObjectWorld>> = {
  'GET /api/bid/:id': { owner: 'team', make: bidOf('waiting') },
  'GET /api/bid/download/:id': { owner: 'team', make: bidOf('waiting') },
  'POST /api/bid/:id/close': { owner: 'team', make: bidOf('estimating') },
  'POST /api/bid/:id/cancel': { owner: 'team', make: bidOf('estimating') },
  'GET /api/shipments/:id': { owner: 'team', make: shipmentOf },
  'DELETE /api/teams/me/members/:userId': {
    owner: 'team',
    make: async (w) => ({ userId: (await createCustomer(w.database, { teamId: w.teamA.teamId })).id }),
  },
  'GET /api/partner/bids/:id': { owner: 'shared', make: bidOf('estimating') },
  'GET /api/partner/shipments/:id': { owner: 'partner', make: shipmentOf },
  'GET /api/partner/rates/:id': { owner: 'partner', make: rateOf },
  'DELETE /api/partner/rates/:id': { owner: 'partner', make: rateOf },
  'POST /api/bid/:id/accept': {
    owner: 'team',
    make: waitingQuote,
    body: ({ quoteId }) => ({ quoteId }),
  },
  'POST /api/partner/bids/:id/quotes': {
    owner: 'shared',
    make: async (w) => ({ ...(await bidOf('estimating')(w)), validUntil: daysAhead(w, 14) }),
    body: ({ validUntil }) => quoteBody(validUntil ?? ''),
  },
  // The request is every partner's, the quote withdrawn partner P's: another partner has none.
  'DELETE /api/partner/bids/:id/quotes': { owner: 'partner', make: quotedBid },
  'POST /api/partner/shipments/:id/milestones': {
    owner: 'partner',
    make: acceptedShipment,
    body: () => ({ kind: 'booking_confirmed', place: '부산항' }),
  },
  'PUT /api/partner/rates/:id': { owner: 'partner', make: rateOf, body: () => ({ ...RATE, price: 44 }) },
  'PATCH /api/teams/me/members/:userId': {
    owner: 'team',
    make: async (w) => ({ userId: (await createCustomer(w.database, { teamId: w.teamA.teamId })).id }),
    body: () => ({ role: 'admin' }),
  },
  'DELETE /api/teams/me/invitations/:id': { owner: 'team', make: invitationOf },
  // Addressed to a person, not a team: the addressee is "the customer", anyone else is 404.
  'POST /api/invitations/:id/accept': {
    owner: 'team',
    make: invitationToSomeone,
    customer: ({ invitee }) => invitee ?? '',
  },
  'POST /api/invitations/:id/decline': {
    owner: 'team',
    make: invitationToSomeone,
    customer: ({ invitee }) => invitee ?? '',
  },
  'POST /api/searchEstimate/:estimateLogId/email': {
    owner: 'team',
    make: estimateOfTeamA,
    body: ({ estimateId }) => ({ estimateId }),
  },
};

/**
 * Routes with an id still walked by kind only (above), each with why; a new route with an id goes
 * in OBJECT_ROUTES, or here with its reason, or this walk fails.
 */
const WALKED_BY_KIND_ONLY: Record<string, string> = {};
/** Walked over a fulfillment world in route-access-walk-fulfillment.test.ts. */
const walkedWithFulfillment = (route: string) =>
  /^\w+ \/api\/(fulfillment|warehouse|webhooks|printers)\//.test(route);

describe('who may call each route, on real objects', () => {
  let database: TestDatabase;
  let app: TestApp;
  let world: ObjectWorld;
  const headers = new Map<WalkCaller, Record<string, string>>();
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
    await seedLocations(database.db, app.clock.now());
    // Quotes in USD are totalled in KRW at the day's rate.
    await database.db
      .insertInto('exchange_rates')
      .values({ date: seoulToday(app.clock.now()), currency: 'USD', krw_per_unit: '1380.5' })
      .execute();
    const teamA = await createTeam(database);
    const teamB = await createTeam(database);
    const partnerP = await createPartnerAdmin(database);
    world = { app, database, teamA, partnerP };
    headers.set('anonymous', {});
    headers.set('customer', await authHeaders(app, database, teamA.master));
    headers.set('other customer', await authHeaders(app, database, teamB.master));
    headers.set('partner', await authHeaders(app, database, partnerP));
    headers.set('other partner', await authHeaders(app, database, await createPartnerAdmin(database)));
    headers.set('worker', await authHeaders(app, database, await createWorker(database)));
    headers.set('other worker', await authHeaders(app, database, await createWorker(database)));
    headers.set('staff', await authHeaders(app, database, await createStaff(database)));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('has a row (or a reason) for every route that takes an id', () => {
    const inScope = (route: string) => !walkedWithFulfillment(route);
    expect(routesWithoutRow(app, inScope, OBJECT_ROUTES, WALKED_BY_KIND_ONLY)).toEqual([]);
  });

  itWalksEachRoute(OBJECT_ROUTES, () => ({ app, world, headers }));
});
