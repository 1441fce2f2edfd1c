import type { UpdateMeRequest, UserProfile } from '@baro/core';
import { getErrorMessage } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/callers.ts';
import { getUserProfile } from './get-user-profile.ts';
import { updateUser } from './users.repository.ts';

/** Edits the caller's own profile; the customer type belongs to customers only. */
export async function updateMyProfile(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: Caller,
  input: UpdateMeRequest,
  lang: 'ko' | 'en',
): Promise<UserProfile> {
  if (input.customerType !== undefined && caller.kind !== 'customer') {
    throw new AppError('VALIDATION_FAILED', { fields: { customerType: getErrorMessage('FORBIDDEN', lang) } });
  }
  const now = deps.now();
  await updateUser(
    deps.db,
    caller.userId,
    {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.company !== undefined ? { company: input.company } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.locale !== undefined ? { locale: input.locale } : {}),
      ...(input.customerType !== undefined ? { customer_type: input.customerType } : {}),
    },
    now,
  );
  return getUserProfile(deps.db, caller.userId);
}
