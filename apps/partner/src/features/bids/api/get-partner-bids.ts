import {
  type FreightType,
  type PartnerBidFilter,
  type PartnerBidPage,
  partnerBidPageSchema,
} from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/partner/bids` filters and page. */
export interface PartnerBidListParams {
  readonly status?: PartnerBidFilter;
  readonly freightType?: FreightType;
  readonly pol?: string;
  readonly pod?: string;
  readonly page?: number;
  readonly size?: number;
}

/** `GET /api/partner/bids?status=&freightType=&pol=&pod=&page=&size=`: requests on every lane, no customer identity. */
export function getPartnerBids(query: PartnerBidListParams, signal?: AbortSignal): Promise<PartnerBidPage> {
  return apiClient.get('partner', '/bids', {
    query: { ...query },
    schema: partnerBidPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const partnerBidsQueryOptions = (query: PartnerBidListParams) =>
  queryOptions({
    queryKey: queryKeys.bids.list(query),
    queryFn: ({ signal }) => getPartnerBids(query, signal),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export function usePartnerBids(query: PartnerBidListParams) {
  return useQuery(partnerBidsQueryOptions(query));
}
