import type { ApiClient } from '@baro/client';
import { type SkuDetail, skuDetailSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';
import { useDetailRequest } from './use-detail-request.ts';

/**
 * `GET /api/fulfillment/sku/{skuId}` (SPEC §3 "SKU detail"): the SKU, its stock (on hand, reserved,
 * available, quarantined; per location) and its latest movements. 404 for another team's.
 */
export function getSku(skuId: string, client: ApiClient = apiClient): Promise<SkuDetail> {
  return client.get('fulfillment', `/sku/${encodeURIComponent(skuId)}`, { schema: skuDetailSchema });
}

const fetchSku = (skuId: string) => getSku(skuId);

/** The SKU detail through the SPEC §3 `fulfillment.skuDetail` request state. */
export function useSkuDetail(skuId: string) {
  return useDetailRequest('skuDetail', skuId, fetchSku);
}
