import type { WebhookEndpoint } from '@baro/core';
import { AppError } from '../../http/app-error.ts';
import { presentEndpoint } from './present-webhook.ts';
import type { WebhookDeps, WebhookManager } from './webhook-deps.ts';
import { findTeamEndpoint, listTeamEndpoints } from './webhooks.repository.ts';

/** `GET /api/webhooks/endpoints`: the team's endpoints, oldest first (at most ten). */
export async function listWebhookEndpoints(deps: WebhookDeps, manager: WebhookManager) {
  return { endpoints: (await listTeamEndpoints(deps.db, manager.teamId)).map(presentEndpoint) };
}

/** `GET /api/webhooks/endpoints/{id}` */
export async function getWebhookEndpoint(
  deps: WebhookDeps,
  manager: WebhookManager,
  id: string,
): Promise<WebhookEndpoint> {
  const row = await findTeamEndpoint(deps.db, manager.teamId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentEndpoint(row);
}
