/** Owner type of an order's parcels in the carriers module's tracking. */
export const ORDER_PARCEL_OWNER = 'order';
