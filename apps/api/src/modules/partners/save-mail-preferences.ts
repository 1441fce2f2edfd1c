import type { PartnerMailPreferences } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import type { PartnerCaller } from '../../http/callers.ts';
import { saveMailPreferences as saveRow } from './partners.repository.ts';

/** `PUT /api/partner/mail-preferences`: replaces the caller's choices (a retry changes nothing more). */
export async function saveMailPreferences(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: PartnerCaller,
  body: PartnerMailPreferences,
): Promise<PartnerMailPreferences> {
  await saveRow(
    deps.db,
    caller.userId,
    { bid_requests: body.bidRequests, bid_results: body.bidResults },
    deps.now(),
  );
  return body;
}
