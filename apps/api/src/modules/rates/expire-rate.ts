import { addCalendarDays, type PartnerRate, seoulToday } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { findRate, lockRate, setRateValidity } from './rates.repository.ts';
import { presentRate } from './rates.rules.ts';

/** The earlier of two `YYYY-MM-DD` days (they sort as text). */
const earlierDay = (a: string, b: string) => [a, b].sort()[0] ?? a;

/**
 * `POST /api/admin/rates/{id}/expire` (staff): a partner's rate stops being offered from today,
 * Seoul — its last valid day becomes yesterday; one that had not started yet never starts (both
 * days become yesterday). Quotes already given from it keep their prices. An already expired rate
 * is left as it is.
 */
export async function expireRate(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  id: string,
): Promise<PartnerRate> {
  const now = deps.now();
  const yesterday = addCalendarDays(seoulToday(now), -1);
  return transact(deps.db, async (trx) => {
    const locked = await lockRate(trx, id);
    if (!locked) throw new AppError('NOT_FOUND');
    const before = await findRate(trx, null, id);
    if (!before) throw new AppError('NOT_FOUND');
    if (locked.valid_to > yesterday) {
      await setRateValidity(trx, id, earlierDay(locked.valid_from, yesterday), yesterday, now);
    }
    const after = await findRate(trx, null, id);
    if (!after) throw new AppError('NOT_FOUND');
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'rate.expire',
        target: id,
        targetIds: [id, locked.partner_id],
        before: { validFrom: before.valid_from, validTo: before.valid_to },
        after: { validFrom: after.valid_from, validTo: after.valid_to },
      },
      now,
    );
    return presentRate(after);
  });
}
