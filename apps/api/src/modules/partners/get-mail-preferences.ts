import { DEFAULT_PARTNER_MAIL_PREFERENCES, type PartnerMailPreferences } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import type { PartnerCaller } from '../../http/callers.ts';
import { findMailPreferences } from './partners.repository.ts';

/** `GET /api/partner/mail-preferences`: the caller's own choices, the defaults until they save. */
export async function getMailPreferences(
  deps: Pick<AppDeps, 'db'>,
  caller: PartnerCaller,
): Promise<PartnerMailPreferences> {
  const row = await findMailPreferences(deps.db, caller.userId);
  if (!row) return DEFAULT_PARTNER_MAIL_PREFERENCES;
  return { bidRequests: row.bid_requests, bidResults: row.bid_results };
}
