// What the warehouses module offers other modules: a warehouse's name, address and cut-off, and
// who is calling a warehouse-floor route.

export { type FloorCaller, floorCallerOf, floorSees } from './floor-caller.ts';
export { findDefaultWarehouse, findWarehouse, getWarehouse } from './get-warehouse.ts';
