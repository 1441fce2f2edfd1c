import { type ApiClient, bindFiles } from '@baro/client';
import type { BoundFile, FileType } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';

/**
 * `PUT /api/file/binding {bindList}`: binds files the caller uploaded (still unbound) to one of the
 * team's bids, each as its document type. The bid must still take documents (estimating, waiting).
 */
export function attachBidFiles(
  bidId: string,
  files: readonly { readonly key: string; readonly fileType: FileType }[],
  client: ApiClient = apiClient,
): Promise<BoundFile[]> {
  return bindFiles(
    client,
    'member',
    files.map(({ key, fileType }) => ({ key, fileType, targetType: 'bid' as const, targetId: bidId })),
  );
}
