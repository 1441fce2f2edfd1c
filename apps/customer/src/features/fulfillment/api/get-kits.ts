import type { ApiClient } from '@baro/client';
import { type GroupSku, groupSkuPageSchema, type KitStatus, type Page } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const KIT_PAGE_SIZE = 20;

export interface KitListParams {
  readonly q: string;
  readonly page: number;
  readonly size?: number;
  /** Kits in use (the default) or withdrawn ones. */
  readonly status?: KitStatus;
}

/** `GET /api/fulfillment/group?q=&status=&page=&size=`: the team's kits with how many each can make. */
export function getKits(
  params: KitListParams,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<Page<GroupSku>> {
  return client.get('fulfillment', '/group', {
    query: {
      q: params.q.trim() || null,
      status: params.status === 'withdrawn' ? 'withdrawn' : null,
      page: params.page,
      size: params.size ?? KIT_PAGE_SIZE,
    },
    schema: groupSkuPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const kitsQueryOptions = (params: KitListParams) =>
  queryOptions({
    queryKey: queryKeys.kits.list(params),
    queryFn: ({ signal }) => getKits(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useKits(params: KitListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...kitsQueryOptions(params), enabled: options.enabled ?? true });
}
