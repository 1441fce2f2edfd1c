// What the warehouses module offers other modules: a warehouse's name, address and cut-off, its
// sender details and default carrier for waybills, who is calling a warehouse-floor route, and a
// new warehouse (demo data).

export { type FloorCaller, floorCallerOf, floorSees } from './floor-caller.ts';
export { floorWarehouseId } from './floor-warehouse-id.ts';
export { findDefaultWarehouse, findWarehouse, getWarehouse } from './get-warehouse.ts';
export { findWarehouseSender, type WarehouseSender } from './warehouse-sender.ts';
export { findWarehouseIdByName, insertWarehouseRow } from './warehouses.repository.ts';
