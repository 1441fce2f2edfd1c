import { defineQueryKeys } from '@baro/client';

/** Every query scope of the handheld app (with the kit's own: `me`, `locations`, `exchangeRates`). */
export const queryKeys = defineQueryKeys(
  /** `GET /api/warehouse/stock?barcode=|locationCode=`: SKUs by barcode, a location's balances. */
  'stock',
  /** `GET /api/warehouse/inbound?q=`, `/{id}`. */
  'inbound',
  /** `GET /api/admin/warehouses` (staff choose where they work). */
  'warehouses',
  /** `GET /api/warehouse/waves`, `/{id}`: released waves and their pick tasks. */
  'waves',
);
