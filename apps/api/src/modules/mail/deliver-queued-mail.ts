import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  claimOutboxEmail,
  findDeliverableIds,
  markOutboxEmailFailed,
  markOutboxEmailSent,
} from './mail.repository.ts';
import { afterFailedAttempt, describeDeliveryError, MAIL_LEASE_MS } from './mail-delivery.rules.ts';
import type { MailLogger } from './mailer.ts';
import { openSealedMail } from './sealed-mail.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const BATCH = 20;
/** Upper bound per run, so one run ends even if mail keeps arriving; the next run takes the rest. */
const MAX_PER_RUN = 200;

/**
 * Sends every queued message that is due, one at a time. Each message is claimed before it is
 * sent (see `claimOutboxEmail`), so concurrent runs in several processes never send one message
 * twice; a failure is recorded on the message and never thrown.
 */
export async function deliverQueuedMail(deps: {
  db: Kysely<Database>;
  now: () => Date;
  send: (mail: OutgoingMail) => Promise<void>;
  logger?: MailLogger | undefined;
  /** Opens the sealed copies of messages with secrets. */
  sealKey?: Uint8Array | undefined;
}): Promise<{ sent: number; failed: number }> {
  const { db, now, send, logger, sealKey } = deps;
  let sent = 0;
  let failed = 0;
  let handled = 0;
  while (handled < MAX_PER_RUN) {
    const ids = await findDeliverableIds(db, now(), BATCH);
    if (ids.length === 0) break;
    for (const id of ids) {
      handled += 1;
      const claimedAt = now();
      const message = await claimOutboxEmail(
        db,
        id,
        claimedAt,
        new Date(claimedAt.getTime() + MAIL_LEASE_MS),
      );
      if (!message) continue; // another process took it, or it is no longer due
      // A message with secrets goes out as its sealed copy; the readable one is redacted.
      const sealed = message.sealed_body
        ? sealKey && openSealedMail(message.sealed_body, sealKey)
        : { text: message.text_body, html: message.html_body };
      try {
        if (!sealed)
          throw new Error('the sealed message cannot be opened with this key (JWT_SECRET changed?)');
        await send({
          to: message.to_address,
          subject: message.subject,
          text: sealed.text,
          html: sealed.html,
        });
      } catch (error) {
        failed += 1;
        const outcome = {
          ...afterFailedAttempt(message.attempts, now()),
          error: describeDeliveryError(error),
        };
        logger?.warn(
          { mailId: id, attempt: message.attempts, status: outcome.status, error: outcome.error },
          'mail delivery failed',
        );
        await markOutboxEmailFailed(db, id, message.attempts, outcome);
        continue;
      }
      sent += 1;
      await markOutboxEmailSent(db, id, message.attempts, now());
    }
  }
  return { sent, failed };
}
