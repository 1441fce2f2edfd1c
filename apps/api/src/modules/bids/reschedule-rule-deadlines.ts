import { bidDeadline } from '@baro/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lockRuleDeadlineBids, updateBid } from './bids.repository.ts';

export interface MovedDeadline {
  id: string;
  teamId: string;
  from: Date;
  to: Date;
}

/**
 * The holiday calendar changed: every open bid whose deadline is still the rule's (18:00 Seoul of
 * the second business day after its request) gets the rule's deadline under the new calendar.
 * A deadline never moves into the past (that would close quoting behind partners' backs), and
 * deadlines staff set by hand stay as they are. Runs in the calendar change's transaction.
 */
export async function rescheduleRuleDeadlines(
  trx: Transaction<Database>,
  extraHolidays: readonly string[],
  now: Date,
): Promise<MovedDeadline[]> {
  const moved: MovedDeadline[] = [];
  for (const bid of await lockRuleDeadlineBids(trx, now)) {
    const deadline = bidDeadline(bid.created_at, extraHolidays);
    if (deadline.getTime() === bid.deadline.getTime() || deadline.getTime() <= now.getTime()) continue;
    await updateBid(trx, bid.id, { deadline, updated_at: now });
    moved.push({ id: bid.id, teamId: bid.team_id, from: bid.deadline, to: deadline });
  }
  return moved;
}
