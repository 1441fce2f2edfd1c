// What the inventory module offers other modules: the ledger operations (inside the caller's
// transaction), locations, and reads of stock and movements.

export { findBalance, findSkuOwner } from './admin-stock.repository.ts';
export {
  type Allocation,
  adjustStock,
  countStock,
  disposeStock,
  lockStock,
  type MovementContext,
  moveStock,
  pickStock,
  receiveStock,
  releaseStock,
  reserveStock,
  shipStock,
} from './ledger.ts';
export { findLocationByCode, type LocationRow } from './locations.repository.ts';
export { presentMovement, skuStocks } from './read-stock.ts';
export { resolveLocations } from './resolve-location.ts';
export { SPECIAL_LOCATION_CODES, specialLocation } from './special-locations.ts';
export {
  type CountOutcome,
  findMovementsByIds,
  latestMovementsOfSku,
  ledgerMismatches,
  listMovementRows,
  sellableStockBySku,
} from './stock.repository.ts';
