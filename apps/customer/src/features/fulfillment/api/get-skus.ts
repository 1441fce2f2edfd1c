import type { ApiClient } from '@baro/client';
import { type Page, type SkuListItem, skuPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Rows per page of the SKU list. */
export const SKU_PAGE_SIZE = 20;

export interface SkuListParams {
  /** Name or barcode, '' for all. */
  readonly q: string;
  readonly page: number;
  readonly size?: number;
}

/** `GET /api/fulfillment/sku?q=&page=&size=`: the team's SKUs with their stock, newest first. */
export function getSkus(
  params: SkuListParams,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<Page<SkuListItem>> {
  return client.get('fulfillment', '/sku', {
    query: { q: params.q.trim() || null, page: params.page, size: params.size ?? SKU_PAGE_SIZE },
    schema: skuPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const skusQueryOptions = (params: SkuListParams) =>
  queryOptions({
    queryKey: queryKeys.skus.list(params),
    queryFn: ({ signal }) => getSkus(params, signal),
    // Stock moves with every order and receipt: asked again whenever the list is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useSkus(params: SkuListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...skusQueryOptions(params), enabled: options.enabled ?? true });
}
