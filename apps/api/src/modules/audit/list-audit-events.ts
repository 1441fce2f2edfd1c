import { type AuditEvent, getPageCount, normalizeText, type Page } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listAuditEvents } from './audit.repository.ts';

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** `GET /api/admin/audit`: the audit log, newest first, searched by id, action, target or actor. */
export async function listAuditLog(
  db: Kysely<Database>,
  query: {
    query?: string | undefined;
    action?: string | undefined;
    actorId?: string | undefined;
    page: number;
    size: number;
  },
): Promise<Page<AuditEvent>> {
  const { rows, total } = await listAuditEvents(db, {
    text: normalizeText(query.query ?? '') || undefined,
    action: query.action,
    actorId: query.actorId,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor:
        row.actor_user_id && row.actor_name !== null && row.actor_email !== null
          ? { id: row.actor_user_id, name: row.actor_name, email: row.actor_email }
          : null,
      target: row.target,
      targetIds: row.target_ids ?? [],
      details: asRecord(row.details),
      before: row.before ?? null,
      after: row.after ?? null,
      clientAddress: row.client_address,
      createdAt: row.created_at.toISOString(),
    })),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}
