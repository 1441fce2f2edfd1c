// What the shipping-orders module offers other modules: allocating waiting orders when stock
// becomes available (inbound receiving, return restocking), the delivery the carriers module
// reports, and what pick waves read and ask of orders.
// Nothing else in this folder may be imported from outside it.

export { allocateWaitingOrders, lockQueueAndStock } from './allocate-waiting-orders.ts';
export { markOrderDelivered, onOrderParcelTracked } from './deliver-order.ts';
export { lockOrderQueue } from './orders.repository.ts';
export { ORDER_PARCEL_OWNER } from './ship-order.ts';
export {
  countWaveCandidates,
  findWaveAllocations,
  findWaveCandidates,
  findWaveOrderSummaries,
  pickWaveOrder,
  type WaveCandidateFilter,
} from './wave-orders.ts';
