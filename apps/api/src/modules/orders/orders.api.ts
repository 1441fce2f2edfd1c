// What the shipping-orders module offers other modules: allocating waiting orders when stock
// becomes available (inbound receiving, return restocking), and the delivery the carriers module
// reports. Nothing else in this folder may be imported from outside it.

export { allocateWaitingOrders, lockQueueAndStock } from './allocate-waiting-orders.ts';
export { markOrderDelivered, onOrderParcelTracked } from './deliver-order.ts';
export { lockOrderQueue } from './orders.repository.ts';
export { ORDER_PARCEL_OWNER } from './ship-order.ts';
