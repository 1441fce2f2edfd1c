import { createRequestSlice, requestType } from '@baro/client';
import type {
  CancelOrdersResult,
  FulfillmentApplication,
  GroupSku,
  ParcelTracking,
  SkuDetail,
} from '@baro/core';

/**
 * SPEC §3 `fulfillment`: the request states of the fulfillment calls that screens share
 * (fulfillment API unless noted), typed by the fulfillment contracts of @baro/core (the fetchers
 * parse every answer with them). The two tracking entries hold one parcel's tracking (issue 14),
 * keyed by `parcelCompany:invoiceNo`.
 */
export const fulfillmentSlice = createRequestSlice({
  name: 'fulfillment',
  requestTypes: {
    /** `GET /sku/{skuId}`. */
    skuDetail: requestType<SkuDetail>(),
    /** `GET /group/{groupSkuId}`. */
    groupSkuDetail: requestType<GroupSku>(),
    /** `POST /canceling/user` with the cancel request. */
    cancelShippingItem: requestType<CancelOrdersResult>(),
    /** `GET /parcel/tracking?invoiceNo&parcelCompany`. */
    shippingParcelTracking: requestType<ParcelTracking>(),
    /** `GET /returning/user/tracking/parcel?invoiceNo&parcelCompany`. */
    returningParcelTracking: requestType<ParcelTracking>(),
    /** `PATCH /users/apply/fullfillment` (shipping API): apply for the fulfillment service. */
    applyFulfillment: requestType<FulfillmentApplication>(),
  },
});

export type FulfillmentState = ReturnType<typeof fulfillmentSlice.getInitialState>;
