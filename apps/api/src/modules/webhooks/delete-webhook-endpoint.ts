import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { WebhookDeps, WebhookManager } from './webhook-deps.ts';
import { deleteEndpoint, findTeamEndpoint } from './webhooks.repository.ts';

/** `DELETE /api/webhooks/endpoints/{id}`: the endpoint and its delivery log. */
export async function deleteWebhookEndpoint(
  deps: WebhookDeps,
  manager: WebhookManager,
  id: string,
): Promise<void> {
  await transact(deps.db, async (trx) => {
    if (!(await findTeamEndpoint(trx, manager.teamId, id, true))) throw new AppError('NOT_FOUND');
    await deleteEndpoint(trx, id);
  });
}
