import { errorBodySchema } from '@baro/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../src/seed/load-demo-data.ts';
import {
  type FuzzRequest,
  type OpenApiDoc,
  type Operation,
  operationsOf,
  randomFrom,
  variantsOf,
} from './fuzz/openapi-requests.ts';
import {
  authHeaders,
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createWorker,
} from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase, testDriver } from './support/test-database.ts';

// Issue 11: a fuzz walk driven by the OpenAPI document. For every operation it knows (so new
// routes are covered by being in the document), each path parameter, query parameter and body
// field gets malformed values (wrong types, NUL, lone surrogates, huge strings, deep nesting, bidi
// controls, full-width digits, SQL and prototype-pollution strings), sent as every kind of caller:
// anonymous, a caller the route admits, and one it does not. It asserts no 5xx, the error shape,
// no prototype pollution, and no existence leak: another tenant's object answers exactly like one
// that does not exist. `npm test` runs a seeded sample (FUZZ_SEED to repeat one); `npm run
// fuzz:api` runs every request (FUZZ_FULL=1).

const FULL = process.env.FUZZ_FULL === '1';
/**
 * When both drivers run (CI), each walks its own half of the sample — another seed, half the
 * requests — so a run still sends 25 malformed requests per operation, and each driver sees a
 * different 12–13 of them instead of both repeating the same walk.
 */
const BOTH_DRIVERS = Boolean(process.env.TEST_DATABASE_URL);
const SEED =
  Number(process.env.FUZZ_SEED ?? 20_261_116) + (BOTH_DRIVERS && testDriver === 'postgres' ? 1 : 0);
/** In the sample: this many malformed requests per operation, each as one caller. */
const SAMPLE_PER_OPERATION = BOTH_DRIVERS ? (testDriver === 'postgres' ? 13 : 12) : 25;
/** The full walk sends tens of thousands of requests; the sample stays well inside CI's budget. */
const TIMEOUT_MS = FULL ? 60 * 60_000 : 120_000;

type Caller = 'anonymous' | 'customer' | 'partner' | 'worker' | 'staff';
const CALLERS: Caller[] = ['anonymous', 'customer', 'partner', 'worker', 'staff'];

let database: TestDatabase;
let app: TestApp;
let doc: OpenApiDoc;
const headers = new Map<Caller, Record<string, string>>();
const counts = { requests: 0, serverErrors: 0, undocumented: new Set<string>() };
const failures: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  await app.ready();
  // Other tenants' objects (the demo team, partners, bids, shipments, rates) for the leak check;
  // the callers below are fresh accounts that own none of them.
  await loadDemoData(database.db, { onlyIfNew: false, now: app.clock.now() });
  headers.set('anonymous', {});
  headers.set('customer', await authHeaders(app, database, await createCustomer(database)));
  headers.set('partner', await authHeaders(app, database, await createPartnerAdmin(database)));
  headers.set('worker', await authHeaders(app, database, await createWorker(database)));
  headers.set('staff', await authHeaders(app, database, await createStaff(database)));
  doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
}, 120_000);

afterAll(async () => {
  // The figures the issue asks for, in the test output.
  console.log(
    `fuzz walk (${FULL ? 'full' : `sample, seed ${SEED}`}, ${testDriver}): ${counts.requests} requests, ` +
      `${counts.serverErrors} 5xx, ${operationsOf(doc ?? { paths: {} }).length} operations; ` +
      `answers not listed in the document: ${counts.undocumented.size ? [...counts.undocumented].join(', ') : 'none'}`,
  );
  await app?.close();
  await database?.close();
});

async function send(request: FuzzRequest, caller: Caller) {
  counts.requests += 1;
  const response = await app.inject({
    method: request.operation.method,
    url: request.url,
    headers: {
      ...headers.get(caller),
      ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const where = `${request.operation.method} ${request.operation.path} as ${caller}, ${request.label}`;
  if (response.statusCode >= 500) {
    counts.serverErrors += 1;
    failures.push(`${where}: ${response.statusCode} ${response.payload.slice(0, 200)}`);
  } else if (response.statusCode >= 400) {
    const parsed = errorBodySchema.safeParse(safeJson(response.payload));
    if (!parsed.success) failures.push(`${where}: not the error shape: ${response.payload.slice(0, 200)}`);
    else if (
      !request.operation.errorCodes.includes(parsed.data.code) &&
      parsed.data.code !== 'ROUTE_NOT_FOUND'
    ) {
      counts.undocumented.add(`${request.operation.operationId}:${parsed.data.code}`);
    }
    if (/\bat .+\.ts:\d+|stack/i.test(response.payload))
      failures.push(`${where}: a stack trace left the server`);
  }
  return response;
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The callers of one request: in the full walk all of them; in the sample one admitted and one other. */
function callersFor(operation: Operation, random: () => number): Caller[] {
  if (FULL) return CALLERS;
  const admitted: Caller[] = operation.callers.length ? (operation.callers as Caller[]) : ['anonymous'];
  const others = CALLERS.filter((caller) => !admitted.includes(caller));
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  return others.length ? [pick(admitted), pick(others)] : [pick(admitted)];
}

describe(`fuzz walk over the OpenAPI document (${testDriver})`, () => {
  it('knows every route', () => {
    expect(operationsOf(doc).length).toBe(app.routeAccess.size);
  });

  it(
    'answers malformed input without a 5xx, always in the error shape',
    async () => {
      const random = randomFrom(SEED);
      for (const operation of operationsOf(doc)) {
        const variants = variantsOf(operation, doc);
        const chosen = FULL
          ? variants
          : Array.from(
              { length: Math.min(SAMPLE_PER_OPERATION, variants.length) },
              () => variants.splice(Math.floor(random() * variants.length), 1)[0] as FuzzRequest,
            );
        for (const request of chosen) {
          for (const caller of callersFor(operation, random)) await send(request, caller);
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(failures).toEqual([]);
      expect(counts.serverErrors).toBe(0);
      // The document tells the truth about what was answered (operationId:code otherwise).
      expect([...counts.undocumented]).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "answers another tenant's object exactly like one that does not exist",
    async () => {
      const existing = [
        // An open (estimating) request is every partner's to read and quote on, by design (the
        // access walk's 'shared' objects): it is nobody's secret, so it is no probe for a leak.
        ...(await database.db.selectFrom('bids').select('id').where('status', '!=', 'estimating').execute()),
        ...(await database.db.selectFrom('shipments').select('id').execute()),
        ...(await database.db.selectFrom('partner_rates').select('id').limit(5).execute()),
        ...(await database.db.selectFrom('invitations').select('id').execute()),
      ].map((row) => row.id);
      expect(existing.length).toBeGreaterThan(0);
      const leaks: string[] = [];
      for (const operation of operationsOf(doc)) {
        if (operation.pathParams.length !== 1) continue;
        for (const caller of (operation.callers as Caller[]).filter((kind) => kind !== 'staff')) {
          const probe = async (id: string) => {
            const url = operation.path.replace(/\{[^}]+\}/, encodeURIComponent(id));
            const request = {
              operation,
              label: `id ${id}`,
              url,
              payload: operation.method === 'GET' ? undefined : '{}',
            };
            const response = await send(request, caller);
            return `${response.statusCode} ${safeJson(response.payload) && (safeJson(response.payload) as { code?: string }).code}`;
          };
          const ids = FULL ? existing : existing.filter((_, index) => index % 4 === 0);
          for (const id of ids) {
            const prefix = id.slice(0, id.indexOf('_') + 1);
            const [real, made] = [
              await probe(id),
              await probe(`${prefix}${'Z'.repeat(id.length - prefix.length)}`),
            ];
            if (real !== made)
              leaks.push(
                `${operation.method} ${operation.path} as ${caller}: ${id} → ${real}, unknown → ${made}`,
              );
          }
        }
      }
      expect(failures).toEqual([]);
      expect(leaks).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
