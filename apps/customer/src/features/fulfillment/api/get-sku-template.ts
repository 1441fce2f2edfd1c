import type { ApiClient } from '@baro/client';
import { type DownloadLink, downloadLinkSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';

/** `GET /api/fulfillment/sku/template`: the SKU import sheet with example rows (a link). */
export function getSkuTemplate(client: ApiClient = apiClient): Promise<DownloadLink> {
  return client.get('fulfillment', '/sku/template', { schema: downloadLinkSchema });
}
