import type { Kysely, Transaction } from 'kysely';
import type { Database, JsonValue } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface CommandKeyRow {
  userId: string;
  route: string;
  key: string;
}

/** The stored first answer of a key (its response is null only inside the claiming transaction). */
export function findCommandKey(db: Db, command: CommandKeyRow) {
  return db
    .selectFrom('command_idempotency')
    .select(['request_hash', 'status_code', 'response'])
    .where('user_id', '=', command.userId)
    .where('route', '=', command.route)
    .where('idempotency_key', '=', command.key)
    .executeTakeFirst();
}

/**
 * Claims a key in the command's transaction; true when this transaction holds it. A concurrent
 * claim of the same key waits for the holder's transaction: after its commit it claims nothing
 * (and finds the stored answer), after its rollback it claims the key.
 */
export async function claimCommandKey(db: Db, command: CommandKeyRow, requestHash: string): Promise<boolean> {
  const result = await db
    .insertInto('command_idempotency')
    .values({
      user_id: command.userId,
      route: command.route,
      idempotency_key: command.key,
      request_hash: requestHash,
    })
    .onConflict((oc) => oc.columns(['user_id', 'route', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Keeps the answer on the claimed key, in the same transaction as the command's changes. */
export async function storeCommandAnswer(
  db: Db,
  command: CommandKeyRow,
  statusCode: number,
  response: JsonValue,
): Promise<void> {
  await db
    .updateTable('command_idempotency')
    .set({ status_code: statusCode, response: JSON.stringify(response) })
    .where('user_id', '=', command.userId)
    .where('route', '=', command.route)
    .where('idempotency_key', '=', command.key)
    .execute();
}

/** Forgets keys claimed before `before`; how many went. */
export async function deleteCommandKeysBefore(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('command_idempotency')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
