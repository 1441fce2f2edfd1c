import type { OutboxMessage, Page } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { recordAuditEvent } from '../audit/audit.api.ts';
import { listOutboxMail } from '../mail/mail.api.ts';

/**
 * `GET /api/admin/outbox` for a staff member: the mail is about other people, so who looked at
 * whose, and when, goes to the audit log first. Secrets in the messages are already redacted.
 */
export async function readOutbox(
  deps: Pick<AppDeps, 'db' | 'now'>,
  staff: { userId: string; clientAddress: string },
  query: { to?: string | undefined; page: number; size: number },
): Promise<Page<OutboxMessage>> {
  await recordAuditEvent(deps.db, {
    action: 'outbox.read',
    actorUserId: staff.userId,
    target: query.to?.trim().toLowerCase() || null,
    details: { page: query.page, size: query.size },
    clientAddress: staff.clientAddress,
    now: deps.now(),
  });
  return listOutboxMail(deps.db, query);
}
