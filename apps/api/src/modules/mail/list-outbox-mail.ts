import { getPageCount, type OutboxMessage, type Page } from '@baro/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxEmailsTable } from '../../db/schema.ts';
import { listOutboxEmails } from './mail.repository.ts';

const toOutboxMessage = (row: Selectable<OutboxEmailsTable>): OutboxMessage => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  template: row.template,
  locale: row.locale,
  text: row.text_body,
  status: row.status,
  transport: row.transport,
  attempts: row.attempts,
  error: row.error,
  createdAt: row.created_at.toISOString(),
  sentAt: row.sent_at?.toISOString() ?? null,
});

/** Every e-mail the service sent or tried to send, newest first; `to` narrows it to one address. */
export async function listOutboxMail(
  db: Kysely<Database>,
  query: { to?: string | undefined; page: number; size: number },
): Promise<Page<OutboxMessage>> {
  const to = query.to?.trim().toLowerCase() || undefined;
  const { rows, total } = await listOutboxEmails(db, {
    to,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return {
    items: rows.map(toOutboxMessage),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}
