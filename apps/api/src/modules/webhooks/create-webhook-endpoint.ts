import {
  type CreateWebhookEndpointRequest,
  createWebhookEndpointRequestSchema,
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookEndpointWithSecret,
} from '@baro/core';
import { newId } from '../../db/new-id.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { checkWebhookUrl } from './check-webhook-url.ts';
import { presentEndpoint } from './present-webhook.ts';
import type { WebhookDeps, WebhookManager } from './webhook-deps.ts';
import { newWebhookSecret } from './webhook-signature.ts';
import { countTeamEndpoints, insertEndpoint } from './webhooks.repository.ts';

/** `POST /api/webhooks/endpoints`: answers the signing secret this once. */
export async function createWebhookEndpoint(
  deps: WebhookDeps,
  manager: WebhookManager,
  body: CreateWebhookEndpointRequest,
): Promise<WebhookEndpointWithSecret> {
  const request = createWebhookEndpointRequestSchema.parse(body);
  checkWebhookUrl(request.url, deps.env.WEBHOOK_ALLOW_INSECURE);
  const secret = newWebhookSecret();
  const row = await transact(deps.db, async (trx) => {
    // Serialise creations per team so the limit holds under concurrent requests.
    await trx
      .selectFrom('teams')
      .select('id')
      .where('id', '=', manager.teamId)
      .forUpdate()
      .executeTakeFirst();
    if ((await countTeamEndpoints(trx, manager.teamId)) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError('WEBHOOK_ENDPOINT_LIMIT');
    }
    return insertEndpoint(trx, {
      id: newId('whe'),
      team_id: manager.teamId,
      url: request.url,
      description: request.description ?? null,
      events: request.events,
      enabled: request.enabled,
      secret,
      created_by: manager.userId,
      now: deps.now(),
    });
  });
  return { ...presentEndpoint(row), secret };
}
