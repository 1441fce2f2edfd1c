import {
  type FulfillmentApplication,
  type FulfillmentApplicationListQuery,
  fulfillmentApplicationPageSchema,
  type Page,
} from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ApplicationListParams = FulfillmentApplicationListQuery & { page: number; size: number };

/** `GET /api/admin/fulfillment/applications?status=&page=&size=`: newest first. */
export function getApplications(
  params: ApplicationListParams,
  signal?: AbortSignal,
): Promise<Page<FulfillmentApplication>> {
  return apiClient.get('admin', '/fulfillment/applications', {
    query: { ...params },
    schema: fulfillmentApplicationPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const applicationsQueryOptions = (params: ApplicationListParams) =>
  queryOptions({
    queryKey: queryKeys.applications.list(params),
    queryFn: ({ signal }) => getApplications(params, signal),
    placeholderData: keepPreviousData,
  });

export function useApplications(params: ApplicationListParams) {
  return useQuery(applicationsQueryOptions(params));
}
