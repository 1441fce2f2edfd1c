import type { ApiClient } from '@baro/client';
import { type GroupSku, groupSkuSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';
import { useDetailRequest } from './use-detail-request.ts';

/**
 * `GET /api/fulfillment/group/{groupSkuId}` (SPEC §3 "group SKU detail"): the components with their
 * stock and `available`, how many whole kits they make. 404 for another team's.
 */
export function getKit(groupSkuId: string, client: ApiClient = apiClient): Promise<GroupSku> {
  return client.get('fulfillment', `/group/${encodeURIComponent(groupSkuId)}`, { schema: groupSkuSchema });
}

const fetchKit = (groupSkuId: string) => getKit(groupSkuId);

/** The kit detail through the SPEC §3 `fulfillment.groupSkuDetail` request state. */
export function useKitDetail(groupSkuId: string) {
  return useDetailRequest('groupSkuDetail', groupSkuId, fetchKit);
}
