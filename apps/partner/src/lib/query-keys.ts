import { defineQueryKeys } from '@baro/client';

/**
 * Every query scope of the partner app, in one place (with the kit's own: `me`, `locations`,
 * `exchangeRates`): a scope named twice is refused, so two requests never share a key.
 */
export const queryKeys = defineQueryKeys(
  /** `GET /api/partner/bids`, `/api/partner/bids/{id}`: requests and this partner's quote on each. */
  'bids',
  /** `GET /api/partner/quotes`: this partner's quotes with outcomes. */
  'quotes',
  /** `GET /api/partner/shipments`, `/{id}`. */
  'shipments',
  /** `GET /api/partner/rates`, `/{id}`. */
  'rates',
  /** `GET /api/partner/members`. */
  'members',
  /** `GET /api/partner/mail-preferences`: the signed-in admin's e-mail choices. */
  'mailPreferences',
);
