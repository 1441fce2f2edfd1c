import type { Language, PartnerRate, PartnerRateInput } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { PartnerCaller } from '../../http/callers.ts';
import { findLocationKinds } from '../reference/reference.api.ts';
import { findRate, insertRates } from './rates.repository.ts';
import { checkRateLocations, presentRate, toRateValues } from './rates.rules.ts';

/** Refuses (400 VALIDATION_FAILED, under pol/pod) a lane whose codes are unknown or of the wrong kind. */
export async function assertRateLocations(
  db: AppDeps['db'],
  rate: PartnerRateInput,
  lang: Language,
): Promise<void> {
  const fields = checkRateLocations(rate, await findLocationKinds(db, [rate.pol, rate.pod]), lang);
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}

/** `POST /api/partner/rates`: a new rate of the caller's partner. */
export async function createRate(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: PartnerCaller,
  input: PartnerRateInput,
  lang: Language,
): Promise<PartnerRate> {
  await assertRateLocations(deps.db, input, lang);
  const id = newId('rate');
  const now = deps.now();
  const row = await transact(deps.db, async (trx) => {
    await insertRates(trx, [
      {
        ...toRateValues(input, now),
        id,
        partner_id: caller.partnerId,
        created_by: caller.userId,
        created_at: now,
      },
    ]);
    return findRate(trx, caller.partnerId, id);
  });
  if (!row) throw new AppError('INTERNAL_ERROR');
  return presentRate(row);
}
