import type { ApiClient } from '@baro/client';
import { type DownloadLink, downloadLinkSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';

/** `GET /api/fulfillment/orders/template`: the order upload sheet with example rows (a link). */
export function getOrderTemplate(client: ApiClient = apiClient): Promise<DownloadLink> {
  return client.get('fulfillment', '/orders/template', { schema: downloadLinkSchema });
}
