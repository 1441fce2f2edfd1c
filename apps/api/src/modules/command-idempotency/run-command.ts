import type { Language } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database, JsonValue } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import {
  type CommandKeyRow,
  claimCommandKey,
  findCommandKey,
  storeCommandAnswer,
} from './command-idempotency.repository.ts';
import { idempotencyKeyOf, requestHash } from './command-idempotency.rules.ts';

/** A command sent with an `Idempotency-Key`: whose, which route, the key and what it asked. */
export interface IdempotentCommand {
  userId: string;
  /** A stable name of the route, e.g. `warehouse.stock.move` (not the path with its ids). */
  route: string;
  key: string;
  /** What was asked: the route's parameters and validated body; hashed. */
  asked: unknown;
}

function replay<T>(stored: { request_hash: string; response: JsonValue | null }, hash: string): T {
  if (stored.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (stored.response === null) throw new AppError('CONFLICT');
  return stored.response as T;
}

/**
 * Runs `work` in one transaction. Without a command (no key sent) that is all. With one, the key is
 * claimed first in that transaction and the answer kept on it before the commit, so:
 * - a retried key with the same request answers the first (successful) answer and applies nothing;
 * - the same key with another request is 422 IDEMPOTENCY_KEY_REUSED;
 * - two requests with one key at once: the second waits for the first's transaction and replays it;
 * - a refused command (any error) rolls back with its claim: nothing applied, the key stays free,
 *   and a retry is decided afresh (the stock may have arrived meanwhile).
 * The answer must be JSON (dates as strings), as the route's response schema sends it.
 */
export async function runCommand<T>(
  db: Kysely<Database>,
  command: IdempotentCommand | undefined,
  work: (trx: Transaction<Database>) => Promise<T>,
  statusCode = 200,
): Promise<T> {
  if (!command) return transact(db, work);
  const row: CommandKeyRow = { userId: command.userId, route: command.route, key: command.key };
  const hash = requestHash(command.asked);
  const stored = await findCommandKey(db, row);
  if (stored) return replay<T>(stored, hash);
  return transact(db, async (trx) => {
    if (!(await claimCommandKey(trx, row, hash))) {
      const first = await findCommandKey(trx, row);
      if (!first) throw new AppError('CONFLICT');
      return replay<T>(first, hash);
    }
    const answer = await work(trx);
    await storeCommandAnswer(trx, row, statusCode, answer as JsonValue);
    return answer;
  });
}

/** The command of a request with an `Idempotency-Key` header (invalid: 400), undefined without one. */
export function commandOf(
  request: { headers: { 'idempotency-key'?: string | string[] | undefined }; lang: Language },
  userId: string,
  route: string,
  asked: unknown,
): IdempotentCommand | undefined {
  const key = idempotencyKeyOf(request.headers['idempotency-key'], request.lang);
  return key === undefined ? undefined : { userId, route, key, asked };
}
