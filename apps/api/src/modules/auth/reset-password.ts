import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserById, updateUser } from '../users/users.api.ts';
import { clearThrottle } from './login-throttle.repository.ts';
import { consumePasswordReset, expireUserResets } from './password-resets.repository.ts';
import { revokeUserSessions } from './sessions.repository.ts';

/** Sets a new password from a reset link; every session of the user ends, wherever it was. */
export async function resetPassword(
  deps: Pick<AppDeps, 'db' | 'passwords' | 'refreshTokens' | 'now'>,
  input: { token: string; password: string },
): Promise<void> {
  const passwordHash = await deps.passwords.hash(input.password);
  const done = await transact(deps.db, async (trx) => {
    const now = deps.now();
    const reset = await consumePasswordReset(trx, deps.refreshTokens.hash(input.token), now);
    if (!reset) return false;
    const user = await findUserById(trx, reset.user_id);
    if (!user || user.disabled_at) return false;
    await updateUser(trx, user.id, { password_hash: passwordHash }, now);
    await expireUserResets(trx, user.id, now);
    await revokeUserSessions(trx, user.id, 'password-reset', now);
    // Whoever owns the mailbox owns the account: earlier failed guesses no longer lock it.
    await clearThrottle(trx, `account:email:${user.email}`);
    return true;
  });
  if (!done) throw new AppError('LINK_EXPIRED');
}
