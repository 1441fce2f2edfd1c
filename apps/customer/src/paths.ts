/**
 * Every path the customer app links to, in one place (the router arrives in a later issue).
 * SPEC §2: the fulfillment area lives under /fulfillment.
 */
export const paths = {
  home: '/',
  forwarding: '/forwarding',
  fulfillment: '/fulfillment',
  support: '/support',
  terms: '/support/terms',
  privacy: '/support/privacy',
  login: '/login',
} as const;
