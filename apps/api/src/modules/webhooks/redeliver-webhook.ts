import {
  toSeoulIso,
  WEBHOOK_PING_EVENT,
  WEBHOOK_RETRY_WINDOW_MS,
  type WebhookDeliveryDetail,
} from '@baro/core';
import { newId } from '../../db/new-id.ts';
import { AppError } from '../../http/app-error.ts';
import { flushWebhookDeliveries } from './deliver-webhooks.ts';
import { presentDeliveryDetail } from './present-webhook.ts';
import type { WebhookDeps, WebhookManager } from './webhook-deps.ts';
import { findTeamDelivery, findTeamEndpoint, insertDeliveries } from './webhooks.repository.ts';

/**
 * `POST /api/webhooks/deliveries/{id}/redeliver`: sends the same event (same id and body, signed
 * afresh) again as a new delivery with its own log and 24-hour window, and starts sending at once.
 */
export async function redeliverWebhook(
  deps: WebhookDeps,
  manager: WebhookManager,
  id: string,
): Promise<WebhookDeliveryDetail> {
  const original = await findTeamDelivery(deps.db, manager.teamId, id);
  if (!original) throw new AppError('NOT_FOUND');
  const now = deps.now();
  const newDeliveryId = newId('whd');
  await insertDeliveries(deps.db, [
    {
      id: newDeliveryId,
      endpoint_id: original.endpoint_id,
      team_id: original.team_id,
      event_id: original.event_id,
      event_type: original.event_type,
      payload: original.payload,
      redelivery_of: original.id,
      created_at: now,
      give_up_at: new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS),
    },
  ]);
  await flushWebhookDeliveries(deps);
  const row = await findTeamDelivery(deps.db, manager.teamId, newDeliveryId);
  if (!row) throw new AppError('NOT_FOUND');
  return presentDeliveryDetail(row);
}

/** `POST /api/webhooks/endpoints/{id}/test`: a `webhook.ping` event to this endpoint only, sent now. */
export async function sendTestWebhook(
  deps: WebhookDeps,
  manager: WebhookManager,
  endpointId: string,
): Promise<WebhookDeliveryDetail> {
  if (!(await findTeamEndpoint(deps.db, manager.teamId, endpointId))) throw new AppError('NOT_FOUND');
  const now = deps.now();
  const eventId = newId('evt');
  const deliveryId = newId('whd');
  await insertDeliveries(deps.db, [
    {
      id: deliveryId,
      endpoint_id: endpointId,
      team_id: manager.teamId,
      event_id: eventId,
      event_type: WEBHOOK_PING_EVENT,
      payload: JSON.stringify({
        id: eventId,
        type: WEBHOOK_PING_EVENT,
        createdAt: toSeoulIso(now),
        data: { message: 'Baro webhook test' },
      }),
      redelivery_of: null,
      created_at: now,
      give_up_at: new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS),
    },
  ]);
  await flushWebhookDeliveries(deps);
  const row = await findTeamDelivery(deps.db, manager.teamId, deliveryId);
  if (!row) throw new AppError('NOT_FOUND');
  return presentDeliveryDetail(row);
}
