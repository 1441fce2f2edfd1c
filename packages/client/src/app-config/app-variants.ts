import type { AppName } from '@baro/core';
import type { ApiBaseName } from './api-bases.ts';

const CUSTOMER_BASES = ['shipping', 'content', 'tracking', 'fulfillment'] as const;
const FLOOR_BASES = [
  'shipping',
  'fulfillment',
  'fulfillmentDashboard',
  'tracking',
  'localPrinter',
  'cjPrinter',
  'hanjinPrinter',
] as const;

/**
 * The API bases each variant talks to. A variant is handed only these, so the customer bundle
 * never learns where the staff API lives, and a missing one stops the app at start (SPEC §7).
 * The developer variants (storybook, test, ci) render customer screens, so they need the same.
 * Every variant starts with shipping: it is also the auth host every app logs in through.
 */
export const REQUIRED_API_BASES = {
  customer: CUSTOMER_BASES,
  admin: ['shipping', 'admin', 'content', 'fulfillment', 'fulfillmentDashboard'],
  partner: ['shipping', 'partner', 'content'],
  warehouse: FLOOR_BASES,
  // Staff pick the warehouse they work in from the staff API's list.
  handheld: [...FLOOR_BASES, 'admin'],
  storybook: CUSTOMER_BASES,
  test: CUSTOMER_BASES,
  ci: CUSTOMER_BASES,
} as const satisfies Record<AppName, readonly ['shipping', ...ApiBaseName[]]>;
