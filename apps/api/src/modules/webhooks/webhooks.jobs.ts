import type { PgBoss } from 'pg-boss';
import { deliverDueWebhooks } from './deliver-webhooks.ts';
import type { WebhookDeps } from './webhook-deps.ts';

/** The pg-boss queue whose job sends due webhook deliveries; scheduled every minute. */
export const WEBHOOK_DELIVERY_QUEUE = 'webhooks.deliver';

/**
 * Every minute: new deliveries queued by other modules' transactions and retries whose backoff
 * has passed (30 s doubling to an hour, for 24 hours). One run at a time per queue; deliveries
 * are leased, so runs in other processes never send one twice.
 */
export async function registerWebhookJobs(jobs: PgBoss, deps: WebhookDeps): Promise<void> {
  await jobs.createQueue(WEBHOOK_DELIVERY_QUEUE, {
    policy: 'exclusive',
    retryLimit: 0,
    expireInSeconds: 10 * 60,
  });
  await jobs.schedule(WEBHOOK_DELIVERY_QUEUE, '* * * * *');
  await jobs.work(WEBHOOK_DELIVERY_QUEUE, async () => {
    await deliverDueWebhooks(deps);
  });
}
