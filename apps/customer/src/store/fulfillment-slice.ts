import { createRequestSlice, requestType } from '@baro/client';

/**
 * SPEC §3 `fulfillment`: the request states of the fulfillment calls that screens share
 * (fulfillment API unless noted). The data is `unknown` until the fulfillment contracts exist in
 * @baro/core; the fulfillment feature narrows it with their schemas.
 */
export const fulfillmentSlice = createRequestSlice({
  name: 'fulfillment',
  requestTypes: {
    /** `GET /sku/{skuId}`. */
    skuDetail: requestType<unknown>(),
    /** `GET /group/{groupSkuId}`. */
    groupSkuDetail: requestType<unknown>(),
    /** `POST /canceling/user` with the cancel request. */
    cancelShippingItem: requestType<unknown>(),
    /** `GET /parcel/tracking?invoiceNo&parcelCompany`. */
    shippingParcelTracking: requestType<unknown>(),
    /** `GET /returning/user/tracking/parcel?invoiceNo&parcelCompany`. */
    returningParcelTracking: requestType<unknown>(),
    /** `PATCH /users/apply/fullfillment` (shipping API): apply for the fulfillment service. */
    applyFulfillment: requestType<unknown>(),
  },
});

export type FulfillmentState = ReturnType<typeof fulfillmentSlice.getInitialState>;
