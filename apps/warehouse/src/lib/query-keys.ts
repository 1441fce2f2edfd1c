import { defineQueryKeys } from '@baro/client';

/**
 * Every query scope of the warehouse app, in one place (with the kit's own: `me`, `locations`,
 * `exchangeRates`): a scope named twice is refused, so two requests never share a key.
 */
export const queryKeys = defineQueryKeys(
  /** `GET /api/warehouse/orders`, `/{id}`: shipping orders of the worker's warehouse. */
  'orders',
  /** `GET /api/warehouse/inbound`, `/{id}`. */
  'inbound',
  /** `GET /api/warehouse/returns`, `/{id}`, `/{id}/inspections`. */
  'returns',
  /** `GET /api/warehouse/stock`. */
  'stock',
  /** `GET /api/warehouse/movements`: the ledger. */
  'movements',
  /** `GET /api/warehouse/locations`. */
  'warehouseLocations',
  /** `GET /api/warehouse/waves`, `/{id}`: pick waves. */
  'waves',
  /** `GET /api/warehouse/handovers`, `/{id}`: carrier handover manifests. */
  'handovers',
  /** `GET /api/admin/warehouses` (staff choosing a wave's warehouse). */
  'warehouses',
);
