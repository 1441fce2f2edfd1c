import type { ApiClient } from '@baro/client';
import { type DownloadLink, downloadLinkSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';

/** `POST /api/fulfillment/orders/import/report {key}`: the uploaded sheet with each row's errors, saving nothing (a link). */
export function getOrderImportReport(key: string, client: ApiClient = apiClient): Promise<DownloadLink> {
  return client.post('fulfillment', '/orders/import/report', { key }, { schema: downloadLinkSchema });
}
