import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, FilesTable, FileTargetKind } from '../../db/schema.ts';

// Every query of the files module: the files table, and the few columns of the entities files
// are bound to (teams, bids, shipments, estimate logs) that decide who may read or write them.

type Db = Kysely<Database> | Transaction<Database>;
export type FileRow = Selectable<FilesTable>;

// ── files ─────────────────────────────────────────────────────────────────────────────────────

export async function insertFiles(db: Db, rows: Insertable<FilesTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('files').values(rows).execute();
}

export function findFile(db: Db, key: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('key', '=', key).executeTakeFirst();
}

/** The rows of `keys`, locked until the transaction ends (in key order, so two binders cannot deadlock). */
export function lockFiles(trx: Transaction<Database>, keys: string[]): Promise<FileRow[]> {
  return trx
    .selectFrom('files')
    .selectAll()
    .where('key', 'in', [...new Set(keys)].sort())
    .orderBy('key')
    .forUpdate()
    .execute();
}

export async function markBound(
  trx: Transaction<Database>,
  key: string,
  binding: {
    targetType: FileTargetKind;
    targetId: string;
    fileType: string;
    boundBy: string | null;
    now: Date;
  },
): Promise<FileRow> {
  return trx
    .updateTable('files')
    .set({
      status: 'bound',
      target_type: binding.targetType,
      target_id: binding.targetId,
      file_type: binding.fileType,
      bound_by: binding.boundBy,
      bound_at: binding.now,
    })
    .where('key', '=', key)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Takes the file out of every list and binding; its object is removed next (purgeFile). */
export async function markDeleting(db: Db, key: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('files')
    .set({ status: 'deleting', deleting_since: now })
    .where('key', '=', key)
    .where('status', '<>', 'deleting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Marks one unbound upload older than `cutoff` as deleting, unless a binding took it meanwhile:
 * the status check and the change are one statement, so the collector and a binder never both win.
 */
export async function claimStalePending(db: Db, key: string, cutoff: Date, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('files')
    .set({ status: 'deleting', deleting_since: now })
    .where('key', '=', key)
    .where('status', '=', 'pending')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listStalePendingKeys(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('files')
    .select('key')
    .where('status', '=', 'pending')
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.key);
}

/** Files whose object removal has not finished (a failed attempt, or a crash in between). */
export async function listDeletingKeys(db: Db, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('files')
    .select('key')
    .where('status', '=', 'deleting')
    .where('deleting_since', '<=', since)
    .orderBy('deleting_since')
    .limit(limit)
    .execute();
  return rows.map((row) => row.key);
}

/** Forgets a file whose object is gone; only rows marked deleting, so a live file is never dropped. */
export async function removeDeletedRow(db: Db, key: string): Promise<void> {
  await db.deleteFrom('files').where('key', '=', key).where('status', '=', 'deleting').execute();
}

export async function isDeleting(db: Db, key: string): Promise<boolean> {
  const row = await db.selectFrom('files').select('status').where('key', '=', key).executeTakeFirst();
  return row?.status === 'deleting';
}

export function listBoundFileRows(db: Db, targetType: FileTargetKind, targetId: string): Promise<FileRow[]> {
  return db
    .selectFrom('files')
    .selectAll()
    .where('status', '=', 'bound')
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .orderBy('bound_at')
    .orderBy('key')
    .execute();
}

/** The files bound to any of these entities of one type, oldest first. */
export function listBoundFileRowsOf(
  db: Db,
  targetType: FileTargetKind,
  targetIds: readonly string[],
): Promise<FileRow[]> {
  if (targetIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('files')
    .selectAll()
    .where('status', '=', 'bound')
    .where('target_type', '=', targetType)
    .where('target_id', 'in', [...targetIds])
    .orderBy('bound_at')
    .orderBy('key')
    .execute();
}

// ── non-member uploads ────────────────────────────────────────────────────────────────────────

/**
 * Serialises non-member uploads from one address until the transaction ends, so two requests at
 * once cannot both pass the rate limit's count.
 */
export async function lockClientAddress(trx: Transaction<Database>, address: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`files:non-member:${address}`}))`.execute(trx);
}

/** How many files an address asked to upload since `since`, and when the oldest of them was. */
export async function countNonMemberUploads(
  db: Db,
  address: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('files')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('uploader_kind', '=', 'non_member')
    .where('client_address', '=', address)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
}

// ── the entities files are bound to ───────────────────────────────────────────────────────────

export function findTeamTarget(db: Db, teamId: string) {
  return db.selectFrom('teams').select('id').where('id', '=', teamId).executeTakeFirst();
}

export function findBidTarget(db: Db, bidId: string) {
  return db.selectFrom('bids').select(['id', 'team_id', 'status']).where('id', '=', bidId).executeTakeFirst();
}

export function findShipmentTarget(db: Db, shipmentId: string) {
  return db
    .selectFrom('shipments')
    .select(['id', 'team_id', 'partner_id', 'status'])
    .where('id', '=', shipmentId)
    .executeTakeFirst();
}

/** A return's inspection record with its return's team and warehouse (read, never written, here). */
export function findReturnInspectionTarget(db: Db, inspectionId: string) {
  return db
    .selectFrom('return_inspections as i')
    .innerJoin('returns as r', 'r.id', 'i.return_id')
    .select(['i.id', 'r.team_id', 'r.warehouse_id'])
    .where('i.id', '=', inspectionId)
    .executeTakeFirst();
}

export function findEstimateLogTarget(db: Db, estimateLogId: string) {
  return db
    .selectFrom('estimate_logs')
    .select(['id', 'user_id', 'team_id'])
    .where('id', '=', estimateLogId)
    .executeTakeFirst();
}
