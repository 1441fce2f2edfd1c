import { type DownloadLink, downloadLinkSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';

/** `GET /api/partner/rates/template?format=xlsx` → a download link to the empty sheet with examples. */
export function getRateTemplate(): Promise<DownloadLink> {
  return apiClient.get('partner', '/rates/template', {
    query: { format: 'xlsx' },
    schema: downloadLinkSchema,
  });
}
