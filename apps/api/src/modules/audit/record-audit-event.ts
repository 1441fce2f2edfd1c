import type { AuditAction } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { insertAuditEvent } from './audit.repository.ts';

/** Writes one audit event; pass the transaction of the action it records when there is one. */
export async function recordAuditEvent(
  db: Kysely<Database> | Transaction<Database>,
  event: {
    action: AuditAction;
    actorUserId: string | null;
    target?: string | null;
    /** Every id the action touched; `target` counts as one. */
    targetIds?: readonly string[];
    details?: Record<string, unknown>;
    before?: unknown;
    after?: unknown;
    clientAddress: string | null;
    requestId?: string | null;
    now: Date;
  },
): Promise<void> {
  const targetIds = [...new Set([...(event.target ? [event.target] : []), ...(event.targetIds ?? [])])];
  await insertAuditEvent(db, {
    id: newId('aud'),
    action: event.action,
    actor_user_id: event.actorUserId,
    target: event.target ?? null,
    target_ids: targetIds,
    details: JSON.stringify(event.details ?? {}),
    before: event.before === undefined || event.before === null ? null : JSON.stringify(event.before),
    after: event.after === undefined || event.after === null ? null : JSON.stringify(event.after),
    client_address: event.clientAddress,
    request_id: event.requestId ?? null,
    created_at: event.now,
  });
}
