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
    details?: Record<string, unknown>;
    clientAddress: string | null;
    now: Date;
  },
): Promise<void> {
  await insertAuditEvent(db, {
    id: newId('aud'),
    action: event.action,
    actor_user_id: event.actorUserId,
    target: event.target ?? null,
    details: JSON.stringify(event.details ?? {}),
    client_address: event.clientAddress,
    created_at: event.now,
  });
}
