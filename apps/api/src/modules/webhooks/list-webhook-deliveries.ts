import { getPageCount, type WebhookDeliveryDetail, type WebhookDeliveryPage } from '@baro/core';
import { AppError } from '../../http/app-error.ts';
import { presentDelivery, presentDeliveryDetail } from './present-webhook.ts';
import type { WebhookDeps, WebhookManager } from './webhook-deps.ts';
import { findTeamDelivery, findTeamEndpoint, listEndpointDeliveries } from './webhooks.repository.ts';

/** `GET /api/webhooks/endpoints/{id}/deliveries`: the delivery log, newest first. */
export async function listWebhookDeliveries(
  deps: WebhookDeps,
  manager: WebhookManager,
  endpointId: string,
  query: {
    page: number;
    size: number;
    status?: WebhookDeliveryPage['items'][number]['status'];
    eventType?: string;
  },
): Promise<WebhookDeliveryPage> {
  if (!(await findTeamEndpoint(deps.db, manager.teamId, endpointId))) throw new AppError('NOT_FOUND');
  const { rows, total } = await listEndpointDeliveries(deps.db, endpointId, query);
  return {
    items: rows.map(presentDelivery),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}

/** `GET /api/webhooks/deliveries/{id}`: one delivery with the body it posts. */
export async function getWebhookDelivery(
  deps: WebhookDeps,
  manager: WebhookManager,
  id: string,
): Promise<WebhookDeliveryDetail> {
  const row = await findTeamDelivery(deps.db, manager.teamId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentDeliveryDetail(row);
}
