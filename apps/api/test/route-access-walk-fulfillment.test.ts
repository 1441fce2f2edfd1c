import { startFakePrinter } from '@baro/print-agent/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createPartnerAdmin } from './support/accounts.ts';
import { createFulfillmentWorld, type FulfillmentWorld } from './support/fulfillment-world.ts';
import { startHttpTestServer } from './support/http-test-server.ts';
import { itWalksEachRoute, type ObjectRow, routesWithoutRow, type WalkCaller } from './support/route-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// DESIGN §7 on real objects, for fulfillment (issue 13): every route with an id under
// /api/fulfillment, /api/warehouse, /api/webhooks and /api/printers, called by the seven callers
// and a worker of another warehouse on a fresh object of a fulfillment world
// (support/fulfillment-world.ts). Team B is approved for the same warehouse as team A, so only
// tenancy keeps its customer from team A's objects; the other worker's warehouse is another one.

type World = FulfillmentWorld & { webhookUrl: string };

const sku = { owner: 'team', make: async (w: World) => ({ skuId: await w.sku() }) } as const;
const kit = { owner: 'team', make: async (w: World) => ({ groupSkuId: await w.kit(w.soap) }) } as const;
const inbound = (state: 'requested' | 'arrived') => async (w: World) => ({ id: await w.inbound(state) });
const order = (state: 'allocated' | 'picked' | 'packed') => async (w: World) => w.order(state);
const returnOf = (state: 'requested' | 'arrived' | 'inspected') => async (w: World) => ({
  id: await w.returnOf(state),
});
const wave = async (w: World) => w.wave();
const location = async (w: World) => ({ id: await w.location() });
const handover = async (w: World) => w.handover();
const endpoint = async (w: World) => ({ id: await w.webhookEndpoint(w.webhookUrl) });
const delivery = async (w: World) => ({ id: await w.webhookDelivery(w.webhookUrl) });
const label = (params: Record<string, string>) =>
  `parcelCompany=${params.parcelCompany}&invoiceNo=${params.invoiceNo}`;

const OBJECT_ROUTES: Record<string, ObjectRow<World>> = {
  'GET /api/fulfillment/sku/:skuId': sku,
  'PATCH /api/fulfillment/sku/:skuId': { ...sku, body: () => ({ name: '새 이름' }) },
  'GET /api/fulfillment/group/:groupSkuId': kit,
  'PATCH /api/fulfillment/group/:groupSkuId': { ...kit, body: () => ({ name: '새 세트' }) },
  'POST /api/fulfillment/group/:groupSkuId/withdraw': kit,
  'GET /api/fulfillment/inbound/:id': { owner: 'team', make: inbound('requested') },
  'GET /api/fulfillment/inbound/:id/box-labels': { owner: 'team', make: inbound('requested') },
  'POST /api/fulfillment/inbound/:id/cancel': { owner: 'team', make: inbound('requested') },
  'GET /api/fulfillment/orders/:id': { owner: 'team', make: order('allocated') },
  'GET /api/fulfillment/orders/:id/label': { owner: 'team', make: order('packed'), query: label },
  'GET /api/fulfillment/returns/:id': { owner: 'team', make: returnOf('requested') },
  'GET /api/fulfillment/returns/:id/inspections': { owner: 'team', make: returnOf('inspected') },
  'POST /api/fulfillment/returns/:id/cancel': { owner: 'team', make: returnOf('requested') },

  'GET /api/warehouse/inbound/:id': { owner: 'warehouse', make: inbound('requested') },
  'POST /api/warehouse/inbound/:id/arrive': { owner: 'warehouse', make: inbound('requested') },
  'POST /api/warehouse/inbound/:id/receive': {
    owner: 'warehouse',
    make: async (w) => ({ id: await w.inbound('arrived'), skuId: w.soap }),
    body: ({ skuId }) => ({ lines: [{ skuId, quantity: 1 }] }),
  },
  'POST /api/warehouse/inbound/:id/complete': { owner: 'warehouse', make: inbound('arrived') },
  'GET /api/warehouse/orders/:id': { owner: 'warehouse', make: order('allocated') },
  'GET /api/warehouse/orders/:id/label': { owner: 'warehouse', make: order('packed'), query: label },
  'GET /api/warehouse/orders/:id/labels': { owner: 'warehouse', make: order('packed') },
  'POST /api/warehouse/orders/:id/pick': { owner: 'warehouse', make: order('allocated') },
  'POST /api/warehouse/orders/:id/pack': {
    owner: 'warehouse',
    make: order('picked'),
    body: () => ({ parcels: [{}] }),
  },
  'POST /api/warehouse/orders/:id/ship': { owner: 'warehouse', make: order('packed') },
  'PATCH /api/warehouse/locations/:id': {
    owner: 'warehouse',
    make: location,
    body: () => ({ kind: 'storage' }),
  },
  'POST /api/warehouse/locations/:id/deactivate': { owner: 'warehouse', make: location },
  'POST /api/warehouse/locations/:id/activate': { owner: 'warehouse', make: location },
  'GET /api/warehouse/waves/:id': { owner: 'warehouse', make: wave },
  'GET /api/warehouse/waves/:id/pick-list.pdf': { owner: 'warehouse', make: wave },
  'POST /api/warehouse/waves/:id/picks': {
    owner: 'warehouse',
    make: wave,
    body: ({ taskId }) => ({ taskId, quantity: 1 }),
  },
  'POST /api/warehouse/waves/:id/release': { owner: 'warehouse', make: wave },
  'POST /api/warehouse/waves/:id/cancel': { owner: 'warehouse', make: wave },
  'GET /api/warehouse/handovers/:id': { owner: 'warehouse', make: handover },
  'GET /api/warehouse/handovers/:id/manifest.pdf': { owner: 'warehouse', make: handover },
  'POST /api/warehouse/handovers/:id/parcels': {
    owner: 'warehouse',
    make: handover,
    body: ({ invoiceNo }) => ({ invoiceNo }),
  },
  'DELETE /api/warehouse/handovers/:id/parcels/:parcelId': { owner: 'warehouse', make: handover },
  'POST /api/warehouse/handovers/:id/close': { owner: 'warehouse', make: handover },
  'GET /api/warehouse/returns/:id': { owner: 'warehouse', make: returnOf('requested') },
  'GET /api/warehouse/returns/:id/inspections': { owner: 'warehouse', make: returnOf('inspected') },
  'POST /api/warehouse/returns/:id/pickup': { owner: 'warehouse', make: returnOf('requested') },
  'POST /api/warehouse/returns/:id/arrive': { owner: 'warehouse', make: returnOf('requested') },
  'POST /api/warehouse/returns/:id/inspect': {
    owner: 'warehouse',
    make: async (w) => ({ id: await w.returnOf('arrived'), skuId: w.soap }),
    body: ({ skuId }) => ({ lines: [{ skuId, quantity: 1, outcome: 'restock' }] }),
  },
  'POST /api/warehouse/returns/:id/complete': { owner: 'warehouse', make: returnOf('inspected') },

  'GET /api/webhooks/endpoints/:id': { owner: 'team', make: endpoint },
  'PATCH /api/webhooks/endpoints/:id': {
    owner: 'team',
    make: endpoint,
    body: () => ({ description: '주문 연동' }),
  },
  'DELETE /api/webhooks/endpoints/:id': { owner: 'team', make: endpoint },
  'POST /api/webhooks/endpoints/:id/secret': { owner: 'team', make: endpoint },
  'POST /api/webhooks/endpoints/:id/test': { owner: 'team', make: endpoint },
  'GET /api/webhooks/endpoints/:id/deliveries': { owner: 'team', make: endpoint },
  'GET /api/webhooks/deliveries/:id': { owner: 'team', make: delivery },
  'POST /api/webhooks/deliveries/:id/redeliver': { owner: 'team', make: delivery },

  // The carriers' printers are the deployment's (env), not a warehouse's: every floor caller's.
  'GET /api/printers/:id/status': { owner: 'shared', make: async () => ({ id: 'cj' }) },
  'POST /api/printers/:id/print': {
    owner: 'shared',
    make: async () => ({ id: 'cj' }),
    body: () => ({ zpl: '^XA^FO50,50^FDwalk^FS^XZ' }),
  },
};

/**
 * Routes with an id walked by kind only, each with why; a new route with an id under these bases
 * goes in OBJECT_ROUTES, or here with its reason, or this walk fails.
 */
const WALKED_BY_KIND_ONLY: Record<string, string> = {};

const inScope = (route: string) => /^\w+ \/api\/(fulfillment|warehouse|webhooks|printers)\//.test(route);

describe('who may call each fulfillment route, on real objects', () => {
  let database: TestDatabase;
  let app: TestApp;
  let world: World;
  let receiver: Awaited<ReturnType<typeof startHttpTestServer>>;
  let printer: Awaited<ReturnType<typeof startFakePrinter>>;
  const headers = new Map<WalkCaller, Record<string, string>>();
  beforeAll(async () => {
    database = await createTestDatabase();
    receiver = await startHttpTestServer((_, response) => response.end('ok'));
    printer = await startFakePrinter();
    app = await createTestApp(database, {
      env: {
        WEBHOOK_ALLOW_INSECURE: 'true',
        WEBHOOK_TIMEOUT_MS: '2000',
        CARRIER_PRINTER_CJ: printer.target,
        PRINTER_TIMEOUT_MS: '2000',
      },
    });
    await app.ready();
    world = { ...(await createFulfillmentWorld(app, database)), webhookUrl: `${receiver.url}/hooks` };
    const as = (user: Parameters<typeof authHeaders>[2]) => authHeaders(app, database, user);
    headers.set('anonymous', {});
    headers.set('customer', await as(world.users.customer));
    headers.set('other customer', await as(world.users.otherCustomer));
    headers.set('partner', await as(await createPartnerAdmin(database)));
    headers.set('other partner', await as(await createPartnerAdmin(database)));
    headers.set('worker', await as(world.users.worker));
    headers.set('other worker', await as(world.users.otherWorker));
    headers.set('staff', await as(world.users.staff));
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
    await printer.close();
    await database.close();
  });

  it('has a row (or a reason) for every route that takes an id', () => {
    expect(routesWithoutRow(app, inScope, OBJECT_ROUTES, WALKED_BY_KIND_ONLY)).toEqual([]);
  });

  itWalksEachRoute(OBJECT_ROUTES, () => ({ app, world, headers }));
});
