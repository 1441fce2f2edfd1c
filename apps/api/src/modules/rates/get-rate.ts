import type { PartnerRate } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { findRate } from './rates.repository.ts';
import { presentRate } from './rates.rules.ts';

/** `GET /api/partner/rates/{id}` (the caller's partner's only) and staff reads (`partnerId` null: any). */
export async function getRate(
  deps: Pick<AppDeps, 'db'>,
  partnerId: string | null,
  id: string,
): Promise<PartnerRate> {
  const row = await findRate(deps.db, partnerId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentRate(row);
}
