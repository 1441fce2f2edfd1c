import { type DownloadLink, downloadLinkSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';

/** `POST /api/warehouse/locations/labels`: these locations' 4×6 in labels as one PDF, behind a download link. */
export function getLocationLabels(ids: readonly string[]): Promise<DownloadLink> {
  return apiClient.post(
    'shipping',
    '/warehouse/locations/labels',
    { ids: [...ids] },
    { schema: downloadLinkSchema },
  );
}
