import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

// PostgreSQL answers a deadlock victim with 40P01 and a failed serializable transaction with 40001.
// Either way it has rolled the whole transaction back — nothing was written — and the same work
// run again from the start normally goes through (the other transaction has finished by then).
export const TRANSACTION_CONFLICT_CODES: ReadonlySet<string> = new Set(['40P01', '40001']);

/** How many times a transaction runs before its conflict is answered (503, see the error handler). */
export const TRANSACTION_ATTEMPTS = 3;

/** True for a deadlock (40P01) or a serialization failure (40001) raised by PostgreSQL. */
export function isTransactionConflict(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    TRANSACTION_CONFLICT_CODES.has(error.code)
  );
}

/**
 * The pause before attempt `attempt + 1`: 20 ms doubled per attempt, times a random 0.5–1.5 so
 * that the two transactions of a deadlock do not come back in step and meet again.
 */
export function conflictBackoffMs(attempt: number, random: () => number = Math.random): number {
  return Math.round(20 * 2 ** (attempt - 1) * (0.5 + random()));
}

export interface TransactOptions {
  /** Runs in all (default TRANSACTION_ATTEMPTS). */
  attempts?: number;
  /** Told before each pause and rerun (tests count them). */
  onConflict?: (error: unknown, attempt: number) => void;
  /** The pause, replaceable in tests. */
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The part of a pino (Fastify) logger `transact` reports reruns to. */
export interface ConflictLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

const conflictLoggers = new WeakMap<Kysely<Database>, ConflictLogger>();

/**
 * Where `transact` on `db` reports each rerun (the app's logger, set when the app is built): a
 * conflict that a rerun absorbs is still a lock order to fix, so it is logged, not only the 503.
 */
export function reportTransactionConflicts(db: Kysely<Database>, logger: ConflictLogger): void {
  conflictLoggers.set(db, logger);
}

/**
 * Runs `work` in one transaction, and runs the whole of it again — from scratch, in a new
 * transaction — when PostgreSQL rolled it back for a deadlock or a serialization failure, up to
 * `attempts` times with a short jittered pause; the last conflict is thrown (the error handler
 * answers it 503 with Retry-After). Any other error is thrown at once.
 *
 * Every write goes through here, so `work` must be safe to run more than once: it may change only
 * the database through `trx` — e-mail is queued in the outbox (`mailer.queue(trx, …)`), webhook
 * events and jobs are rows written with `trx` — and must not add to anything outside itself (push to
 * an outer array, count in an outer variable); assigning an outer variable is fine, since the last
 * run assigns it last. What happens after the commit (`mailer.flush()`, storage, answers) stays
 * outside, after `transact` returns.
 */
export async function transact<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
  options: TransactOptions = {},
): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? TRANSACTION_ATTEMPTS);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      conflictLoggers
        .get(db)
        ?.warn(
          { err: error, attempt, attempts },
          'transaction rolled back by a lock conflict; running it again',
        );
      options.onConflict?.(error, attempt);
      await (options.sleep ?? pause)(conflictBackoffMs(attempt));
    }
  }
}
