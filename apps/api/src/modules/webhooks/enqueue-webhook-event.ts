import {
  toSeoulIso,
  WEBHOOK_RETRY_WINDOW_MS,
  type WebhookEventEnvelope,
  type WebhookEventType,
} from '@baro/core';
import type { Transaction } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { type DeliveryInsert, findSubscribedEndpoints, insertDeliveries } from './webhooks.repository.ts';

/**
 * Queues an event for every enabled endpoint of the team subscribed to its type, inside the
 * caller's transaction: the event leaves only if the change it reports commits. The body is
 * frozen now (`{id, type, createdAt, data}`), so retries and re-sends post the same bytes; the
 * webhooks job sends it within a minute (or at once after `flushWebhookDeliveries`). `data` should
 * carry the subject's current state, since events may arrive out of order; given as a function, it
 * is read only when some endpoint is subscribed. Returns the event id.
 */
export async function enqueueWebhookEvent(
  trx: Transaction<Database>,
  teamId: string,
  type: WebhookEventType,
  payload: Record<string, unknown> | (() => Promise<Record<string, unknown>>),
  options: { now?: Date } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const eventId = newId('evt');
  const endpoints = await findSubscribedEndpoints(trx, teamId, type);
  if (endpoints.length === 0) return eventId;
  const data = typeof payload === 'function' ? await payload() : payload;
  const envelope: WebhookEventEnvelope = { id: eventId, type, createdAt: toSeoulIso(now), data };
  const body = JSON.stringify(envelope);
  const rows: DeliveryInsert[] = endpoints.map((endpoint) => ({
    id: newId('whd'),
    endpoint_id: endpoint.id,
    team_id: teamId,
    event_id: eventId,
    event_type: type,
    payload: body,
    redelivery_of: null,
    created_at: now,
    give_up_at: new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS),
  }));
  await insertDeliveries(trx, rows);
  return eventId;
}
