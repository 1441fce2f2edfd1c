import { type AuditEvent, getPageCount, type Page } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listAuditEvents } from './audit.repository.ts';

/** `GET /api/admin/audit`: the audit log, newest first, by action or actor. */
export async function listAuditLog(
  db: Kysely<Database>,
  query: { action?: string | undefined; actorId?: string | undefined; page: number; size: number },
): Promise<Page<AuditEvent>> {
  const { rows, total } = await listAuditEvents(db, {
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
      details:
        row.details && typeof row.details === 'object' && !Array.isArray(row.details)
          ? (row.details as Record<string, unknown>)
          : {},
      clientAddress: row.client_address,
      createdAt: row.created_at.toISOString(),
    })),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}
