import { formatMoney, settleBidStatus, toSeoulDateString } from '@baro/core';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { bidCustomerMail } from './bid-customer-mail.ts';
import {
  type BidRow,
  listLiveQuoteValidities,
  lockDueBids,
  type SettleScope,
  summarizeLiveQuotes,
  updateBid,
} from './bids.repository.ts';

// The deadline needs nobody to act: every bid read or write first settles the bids in its scope
// that time has changed (estimating past the deadline → waiting or expired; waiting with every
// quote lapsed → expired), inside its own transaction, and a job sweeps all of them every minute
// so the customer's e-mail leaves even if nobody looks.

export type SettleDeps = Pick<AppDeps, 'db' | 'now' | 'mailer' | 'env'>;

/**
 * Moves every due bid in `scope` to the status time gives it (core's settleBidStatus), telling the
 * author by e-mail (queued in `trx`; flush after commit). Returns how many bids moved.
 */
export async function settleDueBids(
  trx: Transaction<Database>,
  deps: Pick<AppDeps, 'mailer' | 'env'>,
  scope: SettleScope,
  now: Date,
): Promise<number> {
  const due = await lockDueBids(trx, scope, now, toSeoulDateString(now));
  if (due.length === 0) return 0;
  // Read after the lock: a quote committed by a partner who held the lock is counted.
  const validities = await listLiveQuoteValidities(
    trx,
    due.map((bid) => bid.id),
  );
  let moved = 0;
  for (const bid of due) {
    const quotes = (validities.get(bid.id) ?? []).map((validUntil) => ({ validUntil }));
    const next = settleBidStatus(bid, quotes, now);
    if (next === bid.status) continue;
    await updateBid(trx, bid.id, {
      status: next,
      updated_at: now,
      ...(bid.status === 'estimating' ? { closed_at: bid.deadline } : {}),
    });
    moved += 1;
    if (next === 'waiting' || next === 'expired') await notifyAuthor(trx, deps, bid, next);
  }
  return moved;
}

/**
 * Tells the bid's author (while an enabled member of the team; else the team's master) that
 * quoting closed — how many quotes, compare now — or that the bid expired.
 */
export async function notifyAuthor(
  trx: Transaction<Database>,
  deps: Pick<AppDeps, 'mailer' | 'env'>,
  bid: BidRow,
  status: 'waiting' | 'expired',
): Promise<void> {
  const mail = await bidCustomerMail(trx, deps, bid);
  if (!mail) return;
  if (status === 'expired') {
    await deps.mailer.queue(trx, {
      to: mail.to,
      locale: mail.locale,
      template: 'bid-expired',
      params: mail.params,
    });
    return;
  }
  const totals = await summarizeLiveQuotes(trx, bid.id);
  await deps.mailer.queue(trx, {
    to: mail.to,
    locale: mail.locale,
    template: 'bid-quotes-ready',
    params: {
      ...mail.params,
      quoteCount: String(totals.count),
      lowestTotal: formatMoney(totals.lowestKrw ?? 0, 'KRW', mail.locale),
    },
  });
}

/**
 * Runs `work` in a transaction that first settles the bids in `scope`. When `work` refuses (an
 * AppError), its transaction rolls back whole and the settling is committed on its own, so a
 * refusal caused by the deadline still leaves the bid in its new status.
 */
export async function inSettledTransaction<T>(
  deps: SettleDeps,
  scope: SettleScope,
  work: (trx: Transaction<Database>, now: Date) => Promise<T>,
): Promise<T> {
  const now = deps.now();
  let moved = 0;
  try {
    const result = await transact(deps.db, async (trx) => {
      moved = await settleDueBids(trx, deps, scope, now);
      return work(trx, now);
    });
    if (moved > 0) void deps.mailer.flush();
    return result;
  } catch (error) {
    if (error instanceof AppError) {
      const settled = await transact(deps.db, (trx) => settleDueBids(trx, deps, scope, now)).catch(() => 0);
      if (settled > 0) void deps.mailer.flush();
    }
    throw error;
  }
}

/** The periodic sweep: settles every due bid. Returns how many moved. */
export async function sweepBidDeadlines(deps: SettleDeps): Promise<number> {
  const now = deps.now();
  const moved = await transact(deps.db, (trx) => settleDueBids(trx, deps, 'all', now));
  if (moved > 0) void deps.mailer.flush();
  return moved;
}
