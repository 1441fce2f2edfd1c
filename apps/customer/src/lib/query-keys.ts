import { defineQueryKeys } from '@baro/client';

/**
 * Every query scope of the customer app, in one place (with the kit's own: `me`, `locations`,
 * `exchangeRates`): a scope named twice is refused, so two requests never share a key.
 * `queryClient.invalidateQueries({ queryKey: queryKeys.team.all })` after a change.
 */
export const queryKeys = defineQueryKeys(
  /** `GET /api/teams/me`: the user's team and its members. */
  'team',
  /** `GET /api/teams/me/invitations`: invitations the team sent. */
  'teamInvitations',
  /** `GET /api/users/me/invitations`: invitations the user received. */
  'receivedInvitations',
  /** `GET /api/bid` (lists by filter and page) and `GET /api/bid/{id}`. */
  'bids',
  /** `GET /api/shipments` and `GET /api/shipments/{id}`. */
  'shipments',
  /** `GET /api/searchEstimate/{logId}` (and the answer of a search, by log id and language). */
  'estimateLog',
  /** `GET /api/forwarding/schedules`. */
  'schedules',
  /** `GET /api/fulfillment/application`: the team's fulfillment application (or none). */
  'fulfillmentApplication',
  /** `GET /api/fulfillment/sku` (lists); a SKU's detail is the SPEC §3 fulfillment slice's. */
  'skus',
  /** `GET /api/fulfillment/group` (lists); a kit's detail is the SPEC §3 fulfillment slice's. */
  'kits',
  /** `GET /api/fulfillment/inventory` and `/inventory/movements`. */
  'inventory',
  /** `GET /api/fulfillment/inbound` and `/inbound/{id}`. */
  'inbound',
  /** `GET /api/fulfillment/orders` and `/orders/{id}`. */
  'fulfillmentOrders',
  /** `GET /api/fulfillment/returns` and `/returns/{id}`. */
  'returns',
  /** `GET /api/fulfillment/dashboard`. */
  'fulfillmentDashboard',
  /** `GET /api/content/v2/article/group`: FAQ categories and how-to series, by type and language. */
  'supportGroups',
  /** `GET /api/customerCare/guide`: the guide files, by language. */
  'guides',
  /** `GET /api/tracking/carriers`, by language. */
  'carriers',
  /** `GET /api/tracking/detect?invoiceNo=`, by number and language. */
  'carrierDetection',
  /** `GET /api/tracking/parcel` (the public lookup), by `parcelCompany:invoiceNo`. */
  'parcelLookup',
  /** `GET /api/webhooks/endpoints`. */
  'webhookEndpoints',
  /** `GET /api/webhooks/endpoints/{id}/deliveries`, by endpoint and page. */
  'webhookDeliveries',
);
