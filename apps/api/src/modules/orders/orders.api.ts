// What the shipping-orders module offers other modules: allocating waiting orders when stock
// becomes available (inbound receiving, return restocking), the delivery the carriers module
// reports, what pick waves read and ask of orders, and what carrier handovers read and ask.
// Nothing else in this folder may be imported from outside it.

export { allocateWaitingOrders, lockQueueAndStock } from './allocate-waiting-orders.ts';
export { markOrderDelivered, onOrderParcelTracked } from './deliver-order.ts';
export {
  findHandoverOrderSummaries,
  findOrderWaybillParcels,
  findParcelsByWaybill,
  shipHandedOverOrder,
  type WaybillParcel,
} from './handover-orders.ts';
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
