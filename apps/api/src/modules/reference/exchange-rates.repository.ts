import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Every query of exchange rates: KRW per unit of each currency by date (a 'YYYY-MM-DD' text).

type Db = Kysely<Database> | Transaction<Database>;

/** The rates of one day: KRW per unit of each currency as decimal strings, KRW itself '1'. */
export interface RatesOnDate {
  date: string;
  rates: Record<string, string>;
}

/**
 * The rates of the latest day on or before `date` ('YYYY-MM-DD') that has any, as exact decimal
 * strings (KRW per one unit; JPY per one yen); `KRW` is always '1'. Null when no day that early
 * has rates. Other modules convert with these (quotes, bids), so they never see a float.
 */
export async function findRatesOn(db: Db, date: string): Promise<RatesOnDate | null> {
  // One statement (the day found and read by a subquery): the instant quote reads this on every search.
  const rows = await db
    .selectFrom('exchange_rates')
    .select(['date', 'currency', 'krw_per_unit'])
    .where('date', '=', (eb) =>
      eb
        .selectFrom('exchange_rates as latest')
        .select((inner) => inner.fn.max('latest.date').as('date'))
        .where('latest.date', '<=', date),
    )
    .orderBy('currency')
    .execute();
  const latest = rows[0];
  if (!latest) return null;
  const rates: Record<string, string> = { KRW: '1' };
  for (const row of rows) rates[row.currency] = trimDecimal(row.krw_per_unit);
  return { date: latest.date, rates };
}

/**
 * Serialises writes of one day's rates until the transaction ends: two saves (or a save and an
 * import) of the same day would otherwise each delete what they saw and insert their own set,
 * leaving a mix of both or failing on the (date, currency) key. Callers locking several days lock
 * them in ascending order, so two of them never wait for each other.
 */
export async function lockRatesOfDay(trx: Transaction<Database>, date: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`baro.exchange_rates:${date}`}))`.execute(trx);
}

/** Replaces the rates of one day with `rates` (decimal strings); other days are untouched. Lock the day first. */
export async function replaceRatesOn(
  db: Db,
  date: string,
  rates: Record<string, string>,
  now: Date,
): Promise<void> {
  await db.deleteFrom('exchange_rates').where('date', '=', date).execute();
  const values = Object.entries(rates).map(([currency, krw]) => ({
    date,
    currency,
    krw_per_unit: krw,
    created_at: now,
  }));
  if (values.length > 0) await db.insertInto('exchange_rates').values(values).execute();
}

/** Inserts rates that are not there yet (date, currency); existing ones are kept as they are. */
export async function insertMissingRates(
  db: Db,
  rows: { date: string; currency: string; krwPerUnit: string }[],
  now: Date,
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const result = await db
      .insertInto('exchange_rates')
      .values(
        chunk.map((row) => ({
          date: row.date,
          currency: row.currency,
          krw_per_unit: row.krwPerUnit,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['date', 'currency']).doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}

/** `1380.500000` → `1380.5`, `177.000000` → `177`: the numeric's value without trailing zeros. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
