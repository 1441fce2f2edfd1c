import {
  type UpdateWebhookEndpointRequest,
  updateWebhookEndpointRequestSchema,
  type WebhookEndpoint,
} from '@baro/core';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { checkWebhookUrl } from './check-webhook-url.ts';
import { presentEndpoint } from './present-webhook.ts';
import type { WebhookDeps, WebhookManager } from './webhook-deps.ts';
import { findTeamEndpoint, updateEndpoint } from './webhooks.repository.ts';

/** `PATCH /api/webhooks/endpoints/{id}`: url, description, events, enabled. */
export async function updateWebhookEndpoint(
  deps: WebhookDeps,
  manager: WebhookManager,
  id: string,
  body: UpdateWebhookEndpointRequest,
): Promise<WebhookEndpoint> {
  const request = updateWebhookEndpointRequestSchema.parse(body);
  if (request.url) checkWebhookUrl(request.url, deps.env.WEBHOOK_ALLOW_INSECURE);
  const row = await transact(deps.db, async (trx) => {
    if (!(await findTeamEndpoint(trx, manager.teamId, id, true))) throw new AppError('NOT_FOUND');
    return updateEndpoint(trx, id, {
      ...(request.url !== undefined ? { url: request.url } : {}),
      ...(request.description !== undefined ? { description: request.description } : {}),
      ...(request.events !== undefined ? { events: request.events } : {}),
      ...(request.enabled !== undefined ? { enabled: request.enabled } : {}),
      now: deps.now(),
    });
  });
  return presentEndpoint(row);
}
