import type { ApiClient } from '@baro/client';
import { type WebhookDeliveryPage, webhookDeliveryPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const DELIVERIES_PAGE_SIZE = 10;

/** `GET /api/webhooks/endpoints/{id}/deliveries?page=&size=`: the delivery log, newest first, each with its last answer. */
export function listWebhookDeliveries(
  endpointId: string,
  page: number,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<WebhookDeliveryPage> {
  return client.get('shipping', `/webhooks/endpoints/${encodeURIComponent(endpointId)}/deliveries`, {
    query: { page, size: DELIVERIES_PAGE_SIZE },
    schema: webhookDeliveryPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const webhookDeliveriesQueryOptions = (endpointId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.webhookDeliveries.list({ endpointId, page }),
    queryFn: ({ signal }) => listWebhookDeliveries(endpointId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useWebhookDeliveries(endpointId: string, page: number) {
  return useQuery(webhookDeliveriesQueryOptions(endpointId, page));
}
