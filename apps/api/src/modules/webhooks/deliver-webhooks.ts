import { sendWebhook } from './send-webhook.ts';
import type { WebhookDeps } from './webhook-deps.ts';
import { signWebhook } from './webhook-signature.ts';
import {
  claimDueDeliveries,
  type DeliveryRow,
  findEndpointForSending,
  recordAttempt,
} from './webhooks.repository.ts';
import { afterAttempt } from './webhooks.rules.ts';

/** Deliveries one run sends; more wait for the next run. */
export const DELIVERY_BATCH_SIZE = 25;
/** How long a claimed delivery is reserved for the process sending it. */
const LEASE_MS = 2 * 60 * 1000;

async function attempt(deps: WebhookDeps, delivery: DeliveryRow): Promise<void> {
  const endpoint = await findEndpointForSending(deps.db, delivery.endpoint_id);
  const now = deps.now();
  const attempts = delivery.attempts + 1;
  let result: { status: number | null; body: string | null; error: string | null };
  if (!endpoint?.enabled) {
    result = { status: null, body: null, error: 'endpoint disabled' };
  } else {
    result = await sendWebhook({
      url: endpoint.url,
      body: delivery.payload,
      signature: signWebhook(endpoint.secret, Math.floor(now.getTime() / 1000), delivery.payload),
      eventId: delivery.event_id,
      eventType: delivery.event_type,
      deliveryId: delivery.id,
      timeoutMs: deps.env.WEBHOOK_TIMEOUT_MS,
      allowInsecure: deps.env.WEBHOOK_ALLOW_INSECURE,
    });
  }
  const finishedAt = deps.now();
  // A disabled endpoint's deliveries fail at once rather than retrying against nobody.
  const next = endpoint?.enabled
    ? afterAttempt(attempts, result.status, finishedAt, delivery.give_up_at)
    : { status: 'failed' as const, nextAttemptAt: null };
  await recordAttempt(deps.db, delivery.id, {
    status: next.status,
    attempts,
    next_attempt_at: next.nextAttemptAt,
    last_attempt_at: now,
    last_response_status: result.status,
    last_response_body: result.body,
    last_error: result.error,
    delivered_at: next.status === 'succeeded' ? finishedAt : null,
  });
  if (next.status !== 'succeeded') {
    deps.log?.warn(
      { deliveryId: delivery.id, status: result.status, error: result.error },
      'webhook delivery failed',
    );
  }
}

/**
 * Sends every due delivery once (new ones and retries whose time has come), a few at a time.
 * Safe to run in several processes at once: each delivery is leased to one sender.
 */
export async function deliverDueWebhooks(deps: WebhookDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = deps.now();
    const batch = await claimDueDeliveries(
      deps.db,
      now,
      new Date(now.getTime() + LEASE_MS),
      DELIVERY_BATCH_SIZE,
    );
    if (batch.length === 0) return sent;
    await Promise.all(batch.map((delivery) => attempt(deps, delivery)));
    sent += batch.length;
    if (batch.length < DELIVERY_BATCH_SIZE) return sent;
  }
}

let running: Promise<number> | undefined;

/** Starts a delivery run now unless one is already running in this process (after a commit). */
export function flushWebhookDeliveries(deps: WebhookDeps): Promise<number> {
  running ??= deliverDueWebhooks(deps).finally(() => {
    running = undefined;
  });
  return running;
}
