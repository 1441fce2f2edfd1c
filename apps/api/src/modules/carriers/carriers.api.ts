// What the carriers module offers other modules (orders, returns, warehouse). Nothing else in
// this folder may be imported from outside it.

export type { WaybillParty, WaybillRequest } from './carrier-network.ts';
export type { CarrierServices } from './carrier-services.ts';
export { findWaybillSorting } from './find-waybill-sorting.ts';
export { type FollowParcelRequest, followParcel, unfollowParcel } from './follow-parcel.ts';
export { getParcelTracking } from './get-parcel-tracking.ts';
export { type IssuedWaybill, issueWaybill } from './issue-waybill.ts';
export type { TrackingChange, TrackingOwnerHandler } from './tracking-owners.ts';
