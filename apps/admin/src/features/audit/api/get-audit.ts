import { type AuditEvent, auditPageSchema, type Page } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface AuditParams {
  query?: string;
  page: number;
  size: number;
}

/** `GET /api/admin/audit?query=&page=&size=`: who did what, newest first; `query` finds an id it touched. */
export function getAudit(params: AuditParams, signal?: AbortSignal): Promise<Page<AuditEvent>> {
  return apiClient.get('admin', '/audit', {
    query: { ...params },
    schema: auditPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const auditQueryOptions = (params: AuditParams) =>
  queryOptions({
    queryKey: queryKeys.audit.list(params),
    queryFn: ({ signal }) => getAudit(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAudit(params: AuditParams) {
  return useQuery(auditQueryOptions(params));
}
