import type { ApiClient } from '@baro/client';
import { type DownloadLink, downloadLinkSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';

/** `GET /api/fulfillment/inbound/{id}/box-labels`: one PDF, a label per box (Code 128 and Hangul), as a link. */
export function getBoxLabels(id: string, client: ApiClient = apiClient): Promise<DownloadLink> {
  return client.get('fulfillment', `/inbound/${encodeURIComponent(id)}/box-labels`, {
    schema: downloadLinkSchema,
  });
}
