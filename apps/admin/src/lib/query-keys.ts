import { defineQueryKeys } from '@baro/client';

/**
 * Every query scope of the admin app, in one place (with the kit's own: `me`, `locations`,
 * `exchangeRates`): a scope named twice is refused, so two requests never share a key.
 */
export const queryKeys = defineQueryKeys(
  /** `GET /api/admin/users`, `/users/{id}`. */
  'users',
  /** `GET /api/admin/teams`, `/teams/{id}`. */
  'teams',
  /** `GET /api/admin/partners`, `/partners/{id}`, its quotes. */
  'partners',
  /** `GET /api/admin/rates`. */
  'rates',
  /** `GET /api/admin/bids`, `/bids/{id}`. */
  'bids',
  /** `GET /api/admin/shipments`, `/shipments/{id}`. */
  'shipments',
  /** `GET /api/admin/outbox`. */
  'outbox',
  /** `GET /api/admin/audit`. */
  'audit',
  /** `GET /api/admin/holidays?year=`. */
  'calendar',
  /** `GET /api/admin/fulfillment/applications`, `/applications/{id}`. */
  'applications',
  /** `GET /api/admin/warehouses`. */
  'warehouses',
  /** `GET /api/admin/warehouses/{id}/locations`. */
  'warehouseLocations',
  /** `GET /api/admin/stock`. */
  'stock',
  /** `GET /api/warehouse/orders` (staff: every warehouse). */
  'orders',
  /** `GET /api/warehouse/inbound` (staff: every warehouse). */
  'inbound',
  /** `GET /api/warehouse/returns` (staff: every warehouse). */
  'returns',
  /** `GET /api/forwarding/schedules` as staff manage them. */
  'schedules',
  /** `GET /api/admin/content/articles`, `/articles/{id}`. */
  'articles',
  /** `GET /api/admin/content/articles/{id}/revisions`, `/revisions/{revision}` (detail key: the article id). */
  'articleRevisions',
  /** `POST /api/admin/content/preview`: the HTML of a Markdown text (detail key: the text and its language). */
  'articlePreviews',
  /** `GET /api/admin/content/groups`. */
  'articleGroups',
);
