import type { WebhookEndpointWithSecret } from '@baro/core';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { presentEndpoint } from './present-webhook.ts';
import type { WebhookDeps, WebhookManager } from './webhook-deps.ts';
import { newWebhookSecret } from './webhook-signature.ts';
import { findTeamEndpoint, updateEndpoint } from './webhooks.repository.ts';

/**
 * `POST /api/webhooks/endpoints/{id}/secret`: a new signing secret, answered once; deliveries
 * from now on (retries included) are signed with it.
 */
export async function rotateWebhookSecret(
  deps: WebhookDeps,
  manager: WebhookManager,
  id: string,
): Promise<WebhookEndpointWithSecret> {
  const secret = newWebhookSecret();
  const row = await transact(deps.db, async (trx) => {
    if (!(await findTeamEndpoint(trx, manager.teamId, id, true))) throw new AppError('NOT_FOUND');
    return updateEndpoint(trx, id, { secret, now: deps.now() });
  });
  return { ...presentEndpoint(row), secret };
}
