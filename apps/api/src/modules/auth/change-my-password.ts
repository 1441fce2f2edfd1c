import { getErrorMessage } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/callers.ts';
import { findUserById, updateUser } from '../users/users.api.ts';
import { revokeUserSessions } from './sessions.repository.ts';

/**
 * Changes the caller's password after checking the current one; the caller's other sessions end.
 * Credentials and sessions are the auth module's; the account row is changed through users.api.ts
 * (the users module never calls auth, so the two do not import each other).
 */
export async function changeMyPassword(
  deps: Pick<AppDeps, 'db' | 'passwords' | 'now'>,
  caller: Caller,
  input: { currentPassword: string; newPassword: string },
  lang: 'ko' | 'en',
): Promise<void> {
  const user = await findUserById(deps.db, caller.userId);
  if (!user) throw new AppError('NOT_FOUND');
  if (!(await deps.passwords.verify(user.password_hash, input.currentPassword))) {
    throw new AppError('WRONG_PASSWORD', {
      fields: { currentPassword: getErrorMessage('WRONG_PASSWORD', lang) },
    });
  }
  const passwordHash = await deps.passwords.hash(input.newPassword);
  await transact(deps.db, async (trx) => {
    const now = deps.now();
    await updateUser(trx, caller.userId, { password_hash: passwordHash }, now);
    await revokeUserSessions(trx, caller.userId, 'password-changed', now, caller.sessionId);
  });
}
