// What the warehouses module offers other modules: a warehouse's name, address and cut-off, its
// sender details and default carrier for waybills, and
// who is calling a warehouse-floor route.

export { type FloorCaller, floorCallerOf, floorSees } from './floor-caller.ts';
export { floorWarehouseId } from './floor-warehouse-id.ts';
export { findDefaultWarehouse, findWarehouse, getWarehouse } from './get-warehouse.ts';
export { findWarehouseSender, type WarehouseSender } from './warehouse-sender.ts';
