import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { PartnerCaller } from '../../http/callers.ts';
import { deleteRate } from './rates.repository.ts';

/** `DELETE /api/partner/rates/{id}`: quotes already given keep their own copy of the prices. */
export async function removeRate(
  deps: Pick<AppDeps, 'db'>,
  caller: PartnerCaller,
  id: string,
): Promise<void> {
  if (!(await deleteRate(deps.db, caller.partnerId, id))) throw new AppError('NOT_FOUND');
}
