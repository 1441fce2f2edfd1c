import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nextDailyNumber } from '../daily-numbers/daily-numbers.api.ts';

/** `RT260304-0001`: the Seoul day (`yymmdd`) and the day's next return, from the shared per-day counter. */
export async function nextReturnNo(trx: Transaction<Database>, day: string): Promise<string> {
  const n = await nextDailyNumber(trx, 'return', day);
  return `RT${day}-${String(n).padStart(4, '0')}`;
}
