import { type OutboxMessage, outboxPageSchema, type Page } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface OutboxParams {
  to?: string;
  page: number;
  size: number;
}

/** `GET /api/admin/outbox?to=&page=&size=`: e-mails sent, queued or failed (secrets redacted; every read audited). */
export function getOutbox(params: OutboxParams, signal?: AbortSignal): Promise<Page<OutboxMessage>> {
  return apiClient.get('admin', '/outbox', {
    query: { ...params },
    schema: outboxPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const outboxQueryOptions = (params: OutboxParams) =>
  queryOptions({
    queryKey: queryKeys.outbox.list(params),
    queryFn: ({ signal }) => getOutbox(params, signal),
    placeholderData: keepPreviousData,
  });

export function useOutbox(params: OutboxParams) {
  return useQuery(outboxQueryOptions(params));
}
