// What the webhooks module offers other modules: queue an event inside a transaction, and (after
// the commit, optionally) send what is due at once instead of within the minute.

export { flushWebhookDeliveries } from './deliver-webhooks.ts';
export { enqueueWebhookEvent } from './enqueue-webhook-event.ts';
export type { WebhookDeps } from './webhook-deps.ts';
export { verifyWebhookSignature } from './webhook-signature.ts';
