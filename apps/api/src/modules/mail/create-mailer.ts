import type { Kysely } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { Mailer } from './mailer.ts';

// TEMPORARY minimal outbox mailer so the app composes; replaced by the mail module's real one
// (templates, SMTP via nodemailer, retries).
export function createMailer(deps: { env: Env; db: Kysely<Database>; now: () => Date }): Mailer {
  return {
    transport: 'outbox',
    async queue(db, mail) {
      const id = newId('mail');
      await db
        .insertInto('outbox_emails')
        .values({
          id,
          to_address: mail.to,
          subject: mail.template,
          text_body: JSON.stringify(mail.params),
          html_body: '',
          template: mail.template,
          locale: mail.locale,
          status: 'sent',
          transport: 'outbox',
          attempts: 1,
          created_at: deps.now(),
          sent_at: deps.now(),
        })
        .execute();
      return id;
    },
    async flush() {},
  };
}
