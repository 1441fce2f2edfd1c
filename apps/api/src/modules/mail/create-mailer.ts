import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { deliverQueuedMail, type OutgoingMail } from './deliver-queued-mail.ts';
import { insertOutboxEmail } from './mail.repository.ts';
import type { Mailer, MailLogger } from './mailer.ts';
import { renderMail } from './render-mail.ts';
import { redactMail, sealMail } from './sealed-mail.ts';

const LINK = /^https?:\/\//;

/**
 * The mailer for this process. With SMTP_URL, nodemailer over SMTP: `queue` stores the rendered
 * message as queued in the caller's transaction and `flush` sends it (the `mail.flush` job retries
 * what is left). Without SMTP_URL the outbox table is the destination (listed by the staff
 * endpoint); in development the recipient, subject and links are logged so reset and invitation
 * links can be followed from the console.
 */
export function createMailer(deps: {
  env: Env;
  db: Kysely<Database>;
  now: () => Date;
  logger?: MailLogger | undefined;
  /** Seals deliverable copies of messages with secrets (mailSealingKey); random when absent. */
  sealKey?: Uint8Array | undefined;
}): Mailer {
  const { env, db, now, logger } = deps;
  const sealKey = deps.sealKey ?? new Uint8Array(randomBytes(32));
  const smtpUrl = env.SMTP_URL;
  if (!smtpUrl) {
    return {
      transport: 'outbox',
      async queue(executor, mail) {
        // The outbox is the destination: only the redacted copy is kept (the log has the link).
        const rendered = redactMail(renderMail(mail), mail.secrets ?? []);
        const id = newId('mail');
        const at = now();
        await insertOutboxEmail(executor, {
          id,
          to_address: mail.to,
          subject: rendered.subject,
          text_body: rendered.text,
          html_body: rendered.html,
          template: mail.template,
          locale: mail.locale,
          status: 'sent',
          transport: 'outbox',
          attempts: 1,
          created_at: at,
          sent_at: at,
        });
        if (env.NODE_ENV === 'development') {
          const links = Object.values(mail.params).filter((value) => LINK.test(value));
          logger?.info(
            { mailId: id, to: mail.to, subject: rendered.subject, links },
            'mail kept in the outbox (no SMTP_URL)',
          );
        }
        return id;
      },
      async flush() {},
    };
  }

  // One transporter per process; nodemailer opens a connection per message (no idle sockets).
  const transporter = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 },
    { from: env.MAIL_FROM },
  );
  const send = async (mail: OutgoingMail) => {
    await transporter.sendMail(mail);
  };

  // Runs in this process coalesce: a flush asked for while one runs makes it go round once more.
  let running: Promise<void> | undefined;
  let again = false;
  const run = async () => {
    do {
      again = false;
      try {
        const result = await deliverQueuedMail({ db, now, send, logger, sealKey });
        if (result.sent > 0 || result.failed > 0) logger?.info(result, 'mail delivery run');
      } catch (error) {
        logger?.error({ err: error }, 'mail delivery run failed');
      }
    } while (again);
  };

  return {
    transport: 'smtp',
    async queue(executor, mail) {
      const rendered = renderMail(mail);
      const secrets = mail.secrets ?? [];
      const shown = redactMail(rendered, secrets);
      const id = newId('mail');
      await insertOutboxEmail(executor, {
        id,
        to_address: mail.to,
        subject: shown.subject,
        text_body: shown.text,
        html_body: shown.html,
        sealed_body: secrets.length > 0 ? sealMail(rendered, sealKey) : null,
        template: mail.template,
        locale: mail.locale,
        status: 'queued',
        transport: 'smtp',
        attempts: 0,
        created_at: now(),
      });
      return id;
    },
    flush() {
      if (running) {
        again = true;
        return running;
      }
      running = run().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
