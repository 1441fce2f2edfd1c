import type { Language, PartnerRate, PartnerRateInput } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { PartnerCaller } from '../../http/callers.ts';
import { assertRateLocations } from './create-rate.ts';
import { findRate, updateRate } from './rates.repository.ts';
import { presentRate, toRateValues } from './rates.rules.ts';

/** `PUT /api/partner/rates/{id}`: the whole rate is replaced (its freight type may change too). */
export async function replaceRate(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: PartnerCaller,
  id: string,
  input: PartnerRateInput,
  lang: Language,
): Promise<PartnerRate> {
  // Another partner's rate is not found before anything about the body is said.
  if (!(await findRate(deps.db, caller.partnerId, id))) throw new AppError('NOT_FOUND');
  await assertRateLocations(deps.db, input, lang);
  const row = await transact(deps.db, async (trx) => {
    if (!(await updateRate(trx, caller.partnerId, id, toRateValues(input, deps.now())))) {
      throw new AppError('NOT_FOUND');
    }
    return findRate(trx, caller.partnerId, id);
  });
  if (!row) throw new AppError('NOT_FOUND');
  return presentRate(row);
}
