import type { ApiClient } from '@baro/client';
import { type DownloadLink, downloadLinkSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';

/** `GET /api/fulfillment/sku/export`: every SKU of the team as a sheet the import reads back (a link). */
export function exportSkus(client: ApiClient = apiClient): Promise<DownloadLink> {
  return client.get('fulfillment', '/sku/export', { schema: downloadLinkSchema });
}
