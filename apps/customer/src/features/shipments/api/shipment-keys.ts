import { createQueryKeys } from '../../../lib/query-keys.ts';

/** The cache of `GET /api/shipments` (by filter and page) and `GET /api/shipments/{id}`. */
export const shipmentKeys = createQueryKeys('shipments');
