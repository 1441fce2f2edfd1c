import { type DownloadLink, downloadLinkSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';
import type { RateFilters } from './get-rates.ts';

/** `GET /api/partner/rates/export?format=xlsx&…filters` → a download link to the rate table as shown. */
export function exportRates(filters: RateFilters): Promise<DownloadLink> {
  return apiClient.get('partner', '/rates/export', {
    query: { format: 'xlsx', ...filters },
    schema: downloadLinkSchema,
  });
}
