import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/open-database.ts';
import { renderXlsx, XLSX_CONTENT_TYPE } from '../src/modules/documents/documents.api.ts';
import { authHeaders, createStaff } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase, testDriver } from './support/test-database.ts';

// Issue 17: saves of one day's exchange rates, and sheet imports naming that day, at once through
// the real routes. Each replaces the day's set (delete, then insert), so without a lock on the day
// two of them mix their currencies or fail on the (date, currency) key. Every one must succeed and
// the day must end as exactly one of the sets sent, with one audit entry per write. On PostgreSQL
// the requests really run at once (a pool of CLIENTS connections); PGlite has one connection, so
// there they run interleaved.

const CLIENTS = 12;
const DAY = '2031-05-06';
const NEXT_DAY = '2031-05-07';

/** Set `i`: its own USD and JPY, and EUR or CNY by parity, so any mix of two sets shows. */
const setOf = (i: number): Record<string, number> => ({
  USD: 1300 + i,
  JPY: (900 + i) / 100,
  ...(i % 2 === 0 ? { EUR: 1500 + i } : { CNY: 190 + i }),
});

describe(`exchange-rate days under concurrency (${testDriver})`, () => {
  let database: TestDatabase;
  let pool: DatabaseHandle;
  let app: TestApp;
  let staff: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool =
      testDriver === 'postgres' && database.connectionString
        ? await openDatabase({ databaseUrl: database.connectionString, dataDir: null, poolSize: CLIENTS + 4 })
        : database;
    app = await createTestApp({ ...database, db: pool.db });
    await app.ready();
    staff = await authHeaders(app, database, await createStaff(database));
  });
  afterAll(async () => {
    await app.close();
    if (pool !== database) await pool.close();
    await database.close();
  });

  async function upload(bytes: Uint8Array): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: staff,
      payload: {
        presignedUrlOptions: [
          { fileName: 'rates.xlsx', mimeType: XLSX_CONTENT_TYPE, size: bytes.byteLength },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [signed] = response.json() as { key: string; preSignedUrl: string }[];
    if (!signed) throw new Error('no upload URL');
    const url = new URL(signed.preSignedUrl);
    const put = await app.inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': XLSX_CONTENT_TYPE },
      payload: Buffer.from(bytes),
    });
    expect(put.statusCode, put.body).toBe(200);
    return signed.key;
  }

  /** A sheet setting DAY to set `i` and NEXT_DAY to set `i + 100`. */
  async function sheetKey(i: number): Promise<string> {
    const currencies = ['USD', 'JPY', 'EUR', 'CNY'];
    const bytes = await renderXlsx({
      sheets: [
        {
          name: 'rates',
          columns: [
            { header: '날짜 / Date', key: 'date' },
            ...currencies.map((code) => ({ header: code, key: code })),
          ],
          rows: [
            { date: DAY, ...setOf(i) },
            { date: NEXT_DAY, ...setOf(i + 100) },
          ],
        },
      ],
    });
    return upload(bytes);
  }

  const ratesOf = async (date: string) => {
    const rows = await database.db
      .selectFrom('exchange_rates')
      .select(['currency', 'krw_per_unit'])
      .where('date', '=', date)
      .orderBy('currency')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.currency, Number(row.krw_per_unit)]));
  };

  it('ends every round as one whole set sent, every save and import answered 200 and audited', async () => {
    const imports = [3, 8];
    const keys = new Map(await Promise.all(imports.map(async (i) => [i, await sheetKey(i)] as const)));
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: CLIENTS }, (_, i) => {
          const key = keys.get(i);
          return key
            ? app.inject({
                method: 'POST',
                url: '/api/admin/exchange-rates/import',
                headers: staff,
                payload: { key },
              })
            : app.inject({
                method: 'PUT',
                url: `/api/admin/exchange-rates/${DAY}`,
                headers: staff,
                payload: { rates: setOf(i) },
              });
        }),
      );
      expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);

      const final = await ratesOf(DAY);
      const sent = Array.from({ length: CLIENTS }, (_, i) => setOf(i));
      expect(sent).toContainEqual(final);
      // An import's second day is its own whole set too.
      expect(imports.map((i) => setOf(i + 100))).toContainEqual(await ratesOf(NEXT_DAY));
    }

    // One audit entry per write, each before-state a whole set (none saw another write half done).
    const audit = await database.db
      .selectFrom('audit_events')
      .select(['action', 'before'])
      .where('action', 'in', ['exchangeRates.put', 'exchangeRates.import'])
      .execute();
    expect(audit).toHaveLength(3 * CLIENTS);
    const wholeSets = Array.from({ length: CLIENTS }, (_, i) =>
      Object.fromEntries(Object.entries(setOf(i)).map(([code, value]) => [code, String(value)])),
    );
    for (const entry of audit) {
      const before =
        entry.action === 'exchangeRates.put'
          ? (entry.before as Record<string, string> | null)
          : (entry.before as Record<string, Record<string, string> | null>)[DAY];
      if (!before) continue;
      const { KRW: _krw, ...rates } = before;
      expect(wholeSets).toContainEqual(rates);
    }
  });
});
