import type { PgBoss } from 'pg-boss';
import type { Mailer } from './mailer.ts';

/** The pg-boss queue whose job delivers queued mail; scheduled every minute. */
export const MAIL_FLUSH_QUEUE = 'mail.flush';

/**
 * Retries queued mail every minute in whichever process picks the job up. The queue admits one
 * job queued or active at a time, so a slow mail server never piles runs up; the messages are
 * claimed one by one anyway, so overlapping runs could not send one twice.
 */
export async function registerMailJobs(jobs: PgBoss, mailer: Mailer): Promise<void> {
  await jobs.createQueue(MAIL_FLUSH_QUEUE, { policy: 'exclusive', retryLimit: 0, expireInSeconds: 15 * 60 });
  await jobs.schedule(MAIL_FLUSH_QUEUE, '* * * * *');
  await jobs.work(MAIL_FLUSH_QUEUE, async () => {
    await mailer.flush();
  });
}
