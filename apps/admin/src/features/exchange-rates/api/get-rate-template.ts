import { type DownloadLink, downloadLinkSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';

/** `GET /api/admin/exchange-rates/template` → a link to the import sheet, its row today's rates. */
export function getRateTemplate(): Promise<DownloadLink> {
  return apiClient.get('admin', '/exchange-rates/template', { schema: downloadLinkSchema });
}
