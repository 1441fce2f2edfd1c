import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The only query of the daily-numbers module: the per-day counters (fulfillment_counters) behind
// the numbers people read on boxes and papers (IB…, RT…).

/** The next number of `kind` for a Seoul day (`yymmdd`): one upsert, so concurrent callers never share one. */
export async function nextDailyNumber(
  trx: Transaction<Database>,
  kind: string,
  day: string,
): Promise<number> {
  const row = await trx
    .insertInto('fulfillment_counters')
    .values({ kind, day, last: 1 })
    .onConflict((oc) =>
      oc.columns(['kind', 'day']).doUpdateSet((eb) => ({ last: eb('fulfillment_counters.last', '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return row.last;
}
