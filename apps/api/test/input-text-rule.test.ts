import { errorBodySchema, toSeoulDateString } from '@baro/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLocations } from '../src/modules/reference/reference-data.seeder.ts';
import { authHeaders, createPartnerAdmin, createTeam, type TestUser } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Issue 11, findings 1, 2 and 7: a NUL, an unpaired surrogate or a bidi control in any string of
// any route (body, query or path) is a 400 VALIDATION_FAILED naming the field, never a 500 from
// PostgreSQL; and PostgreSQL's own encoding errors are a 400 should anything slip through.
// JSON bodies are sent as text so the escapes reach the server as a client would send them.

let database: TestDatabase;
let app: TestApp;
let customer: TestUser;
let partner: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  app.get('/api/test/nul-in-query', { config: { access: 'anonymous' } }, async () => {
    // Made inside the handler, so only the database can object to it.
    await sql`select ${'a\u0000b'}::text`.execute(database.db);
    return {};
  });
  await app.ready();
  await seedLocations(database.db, app.clock.now());
  customer = (await createTeam(database)).master;
  partner = await createPartnerAdmin(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const day = (offset: number) => toSeoulDateString(new Date(app.clock.now().getTime() + offset * 86_400_000));

const bidRequest = (cargoDescription: string) => ({
  freightType: 'FCL',
  pol: 'CNSHA',
  pod: 'KRPUS',
  incoterms: 'FOB',
  cargoReadyDate: day(10),
  containers: [{ type: '40HQ', quantity: 1 }],
  cargoDescription,
});

/** Sends `body` as JSON text in which `\\u` escapes stay escapes until the server parses them. */
async function send(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  options: { json?: string; user?: TestUser; lang?: string } = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      ...(options.user ? await authHeaders(app, database, options.user) : {}),
      ...(options.json ? { 'content-type': 'application/json' } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
    },
    ...(options.json ? { payload: options.json } : {}),
  });
}

function expectRefused(response: { statusCode: number; payload: string }, field: string) {
  expect(response.statusCode, response.payload).toBe(400);
  const body = errorBodySchema.parse(JSON.parse(response.payload));
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(Object.keys(body.fields ?? {})).toContain(field);
  return body;
}

describe('NUL bytes (finding 1)', () => {
  it('in an anonymous query string', async () => {
    expectRefused(await send('GET', '/api/locations?query=%00'), 'query');
  });

  it('in an anonymous path parameter', async () => {
    expectRefused(await send('GET', '/api/searchEstimate/%00'), 'estimateLogId');
  });

  it('in a by-id route of a signed-in caller', async () => {
    expectRefused(await send('GET', '/api/bid/bid_%00', { user: customer }), 'id');
  });

  it('in the login e-mail, answered in the caller language', async () => {
    const body = expectRefused(
      await send('POST', '/api/auth/login', {
        json: '{"email":"a\\u0000b@example.com","password":"whatever1!"}',
        lang: 'en',
      }),
      'email',
    );
    expect(body.fields?.email).toMatch(/not allowed/);
  });

  it('in a text field of an otherwise valid bid request', async () => {
    const json = JSON.stringify(bidRequest('X')).replace('"X"', '"cargo\\u0000"');
    expectRefused(await send('POST', '/api/bid', { json, user: customer }), 'cargoDescription');
  });
});

describe('unpaired surrogates (finding 2)', () => {
  it('in cargoDescription of a bid request', async () => {
    const json = JSON.stringify(bidRequest('X')).replace('"X"', '"\\ud800x"');
    expectRefused(await send('POST', '/api/bid', { json, user: customer }), 'cargoDescription');
  });

  it('in a quote line name', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/bid',
      headers: await authHeaders(app, database, customer),
      payload: bidRequest('의류'),
    });
    expect(created.statusCode, created.payload).toBe(201);
    const quote = {
      lines: [{ name: 'X', unit: 'CNTR', quantity: 1, unitPrice: 1450, currency: 'USD' }],
      validUntil: day(14),
      transitDays: 3,
      carrier: 'HMM',
    };
    const json = JSON.stringify(quote).replace('"X"', '"\\ud800x"');
    expectRefused(
      await send('POST', `/api/partner/bids/${created.json().id}/quotes`, { json, user: partner }),
      'lines.0.name',
    );
  });

  it('in a rate local charge name', async () => {
    const rate = {
      freightType: 'FCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      containerType: '20DRY',
      price: 400,
      carrier: 'HMM',
      transitDays: 2,
      validFrom: day(0),
      validTo: day(30),
      currency: 'USD',
      localCharges: [{ code: 'THC', name: 'X', side: 'origin', unit: 'CNTR', price: 850, currency: 'CNY' }],
    };
    const json = JSON.stringify(rate).replace('"X"', '"\\udc00"');
    expectRefused(await send('POST', '/api/partner/rates', { json, user: partner }), 'localCharges.0.name');
  });
});

describe('bidi controls (finding 7)', () => {
  it('in an uploaded file name', async () => {
    const json = JSON.stringify({
      presignedUrlOptions: [{ fileName: 'X', mimeType: 'application/pdf', size: 1000 }],
      isPublic: false,
    }).replace('"X"', '"\\u202ecod.pdf"');
    expectRefused(
      await send('POST', '/api/file/upload', { json, user: customer }),
      'presignedUrlOptions.0.fileName',
    );
  });

  it('in object keys and deep nesting', async () => {
    expectRefused(await send('POST', '/api/auth/login', { json: '{"a\\u202e":1}' }), '_');
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await send('POST', '/api/auth/login', { json: `{"email":${deep}}` });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([`email${'.0'.repeat(31)}`]);
  });
});

describe('PostgreSQL encoding errors (backstop)', () => {
  it('are answered 400, not 500', async () => {
    const response = await send('GET', '/api/test/nul-in-query');
    expect(response.statusCode, response.payload).toBe(400);
    expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });
});
