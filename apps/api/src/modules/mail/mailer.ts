import type { Language } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The e-mails Baro sends; each has a ko and an en template. */
export type MailTemplateName = 'password-reset' | 'team-invitation';

export interface MailRequest {
  to: string;
  locale: Language;
  template: MailTemplateName;
  /** Values the template fills in (names, links, dates already formatted for the reader). */
  params: Record<string, string>;
}

/**
 * Sending mail is two steps so that no e-mail leaves for a change that rolled back: `queue` records
 * the rendered message in the outbox inside the caller's transaction, and `flush` (after commit)
 * delivers what is queued. Without SMTP_URL the outbox itself is the destination.
 */
export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  queue(db: Kysely<Database> | Transaction<Database>, mail: MailRequest): Promise<string>;
  /** Delivers queued messages; never throws (failures stay queued for the retry job). */
  flush(): Promise<void>;
}
