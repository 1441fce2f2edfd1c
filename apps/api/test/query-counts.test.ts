import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/new-id.ts';
import { seedSupportContent } from '../src/modules/content/content.seeder.ts';
import {
  authHeaders,
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createTeam,
} from './support/accounts.ts';
import { createBid, createShipment } from './support/files-fixtures.ts';
import { seedFulfillmentLists } from './support/fulfillment-lists.ts';
import { seedHandoverLists } from './support/handover-lists.ts';
import { seedInboundLists } from './support/inbound-lists.ts';
import { seedOrderLists } from './support/order-lists.ts';
import { QueryCounter } from './support/query-counter.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { seedWaveLists } from './support/wave-lists.ts';

// Issue 12: no list queries once per row. Every paged list (a GET with `page` and `size` in the
// OpenAPI document) is asked for page 1 at size 10 and at size 100 over more than ten rows, and
// must send the same number of statements both times. A new paged route needs a case below (the
// first test fails naming it): seed more than ten rows for it in beforeAll, and add its address.

const ROWS = 12;

interface ListCase {
  /** The list's address with its query, without page and size. */
  url: string;
  headers: Record<string, string>;
}

let database: TestDatabase;
let app: TestApp;
const counter = new QueryCounter();
const cases = new Map<string, ListCase>();

beforeAll(async () => {
  database = await createTestDatabase();
  // The app runs on the same database through a counter: every statement it sends is counted.
  app = await createTestApp({ ...database, db: database.db.withPlugin(counter) });

  const staff = await createStaff(database);
  const { teamId, master } = await createTeam(database);
  const partner = await createPartnerAdmin(database);
  const partnerId = partner.partnerId as string;
  for (let i = 0; i < ROWS; i++) {
    await createCustomer(database, { teamId });
    await createShipment(database, {
      teamId,
      createdBy: master.id,
      partnerId,
      partnerUserId: partner.id,
    });
    await createBid(database, { teamId, createdBy: master.id, status: 'estimating' });
    await createTeam(database);
    await createPartnerAdmin(database);
  }
  await sql`
    insert into partner_rates (id, partner_id, freight_type, pol, pod, carrier, transit_days,
      valid_from, valid_to, currency, container_type, price)
    select 'rate_qc_' || g, ${partnerId}, 'FCL', 'KRPUS', 'USLAX', 'HMM', 10 + g,
      '2030-01-01', '2030-12-31', 'USD', (array['20DRY','40DRY','40HQ'])[1 + g % 3], 1000 + g
    from generate_series(1, ${ROWS}) as g`.execute(database.db);
  await sql`
    insert into outbox_emails (id, to_address, subject, text_body, html_body, template, locale,
      status, transport)
    select 'mail_qc_' || g, 'someone' || g || '@test.baro', 'subject', 'text', '<p>html</p>',
      'password-reset', 'ko', 'sent', 'outbox'
    from generate_series(1, ${ROWS}) as g`.execute(database.db);
  await sql`
    insert into audit_events (id, actor_user_id, action, target)
    select 'aud_qc_' || g, ${staff.id}, 'outbox.read', 'mail_qc_' || g
    from generate_series(1, ${ROWS}) as g`.execute(database.db);
  const endpointId = newId('whe');
  await database.db
    .insertInto('webhook_endpoints')
    .values({
      id: endpointId,
      team_id: teamId,
      url: 'https://hooks.test.baro/baro',
      description: null,
      events: JSON.stringify(['tracking.updated']),
      secret: 'whsec_query_counts',
      created_by: master.id,
    })
    .execute();
  await sql`
    insert into webhook_deliveries (id, endpoint_id, team_id, event_id, event_type, payload,
      status, attempts, give_up_at, delivered_at)
    select 'whd_qc_' || g, ${endpointId}, ${teamId}, 'evt_qc_' || g, 'tracking.updated', '{}',
      'succeeded', 1, now() + interval '1 day', now()
    from generate_series(1, ${ROWS}) as g`.execute(database.db);

  const asStaff = await authHeaders(app, database, staff);
  const asMaster = await authHeaders(app, database, master);
  const asPartner = await authHeaders(app, database, partner);
  cases.set('/api/admin/users', { url: '/api/admin/users?kind=customer', headers: asStaff });
  cases.set('/api/admin/teams', { url: '/api/admin/teams', headers: asStaff });
  cases.set('/api/admin/outbox', { url: '/api/admin/outbox', headers: asStaff });
  cases.set('/api/admin/audit', { url: '/api/admin/audit', headers: asStaff });
  cases.set('/api/admin/rates', { url: '/api/admin/rates', headers: asStaff });
  cases.set('/api/admin/partners', { url: '/api/admin/partners', headers: asStaff });
  cases.set('/api/admin/partners/{id}/quotes', {
    url: `/api/admin/partners/${partnerId}/quotes`,
    headers: asStaff,
  });
  cases.set('/api/admin/bids', { url: '/api/admin/bids', headers: asStaff });
  cases.set('/api/admin/shipments', { url: '/api/admin/shipments', headers: asStaff });
  cases.set('/api/bid', { url: '/api/bid', headers: asMaster });
  cases.set('/api/shipments', { url: '/api/shipments', headers: asMaster });
  cases.set('/api/webhooks/endpoints/{id}/deliveries', {
    url: `/api/webhooks/endpoints/${endpointId}/deliveries`,
    headers: asMaster,
  });
  cases.set('/api/partner/bids', { url: '/api/partner/bids?status=open', headers: asPartner });
  cases.set('/api/partner/quotes', { url: '/api/partner/quotes', headers: asPartner });
  cases.set('/api/partner/rates', { url: '/api/partner/rates', headers: asPartner });
  cases.set('/api/partner/shipments', { url: '/api/partner/shipments', headers: asPartner });
  for (const [path, list] of await seedFulfillmentLists(app, database, ROWS)) cases.set(path, list);
  for (const [path, list] of await seedOrderLists(app, database, ROWS)) cases.set(path, list);
  for (const [path, list] of await seedInboundLists(app, database, ROWS)) cases.set(path, list);
  for (const [path, list] of await seedWaveLists(app, database, ROWS)) cases.set(path, list);
  for (const [path, list] of await seedHandoverLists(app, database, ROWS)) cases.set(path, list);
  // The support centre's seeded content: 30 FAQs, how-tos, notices and terms.
  await database.db.transaction().execute((trx) => seedSupportContent(trx, new Date()));
  cases.set('/api/content/v2/article', { url: '/api/content/v2/article?articleType=faq', headers: {} });
  cases.set('/api/content/v2/article/search', {
    url: `/api/content/v2/article/search?keyword=${encodeURIComponent('다')}`,
    headers: {},
  });
  cases.set('/api/admin/content/articles', { url: '/api/admin/content/articles', headers: asStaff });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The statements one request sends, and how many items it answered. */
async function measure(list: ListCase, size: number): Promise<{ queries: number; items: number }> {
  const url = `${list.url}${list.url.includes('?') ? '&' : '?'}page=1&size=${size}`;
  counter.reset();
  const response = await app.inject({ method: 'GET', url, headers: list.headers });
  const queries = counter.count;
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return { queries, items: (response.json() as { items: unknown[] }).items.length };
}

describe('queries per list request', () => {
  it('has a case for every paged list in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { parameters?: { in: string; name: string }[] } }>;
    };
    const paged = Object.entries(doc.paths)
      .filter(([, item]) => {
        const query = (item.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        return query.includes('page') && query.includes('size');
      })
      .map(([path]) => path)
      .sort();
    expect(paged, 'add a case to query-counts.test.ts for each new paged list').toEqual(
      [...cases.keys()].sort(),
    );
  });

  it('is the same at page size 100 as at 10 for every paged list', async () => {
    const results: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const [path, list] of cases) {
      await measure(list, 10); // once first: whatever a list does once (settling deadlines) is done
      const small = await measure(list, 10);
      const large = await measure(list, 100);
      // Over ROWS rows, size 10 must be cut short and size 100 not, or the comparison proves nothing.
      expect(small.items, path).toBe(10);
      expect(large.items, path).toBeGreaterThan(10);
      // A list that sent nothing was not counted at all (the caller itself comes from memory).
      expect(small.queries, path).toBeGreaterThan(0);
      results[path] = `${large.queries} queries at size 100`;
      expected[path] = `${small.queries} queries at size 100`;
    }
    expect(results).toEqual(expected);
  });
});
