import type { AuditAction } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordAuditEvent } from './record-audit-event.ts';

/**
 * The staff member behind one /api/admin request. An operation that changes something records
 * it with recordStaffChange in its own transaction; `recorded` tells the API's backstop
 * (http/admin-audit.ts) that the write described itself.
 */
export interface StaffActor {
  readonly userId: string;
  readonly clientAddress: string;
  readonly requestId: string;
  recorded: boolean;
}

/** What a staff write changed: the ids it touched and the object before and after. */
export interface StaffChange {
  action: AuditAction;
  /** Every id touched (the object, its owner, the people affected); searchable. */
  targetIds: readonly string[];
  /** The main object, shown in the log's list. */
  target?: string | null;
  before?: unknown;
  after?: unknown;
  details?: Record<string, unknown>;
}

/** Records a staff write in the audit log (inside the write's transaction). */
export async function recordStaffChange(
  db: Kysely<Database> | Transaction<Database>,
  actor: StaffActor,
  change: StaffChange,
  now: Date,
): Promise<void> {
  await recordAuditEvent(db, {
    action: change.action,
    actorUserId: actor.userId,
    target: change.target ?? change.targetIds[0] ?? null,
    targetIds: change.targetIds,
    details: change.details ?? {},
    before: change.before,
    after: change.after,
    clientAddress: actor.clientAddress,
    requestId: actor.requestId,
    now,
  });
  actor.recorded = true;
}

export { listAuditLog } from './list-audit-events.ts';
export { recordAuditEvent };
