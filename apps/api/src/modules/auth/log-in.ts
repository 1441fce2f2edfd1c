import type { LoginRequest, LoginResponse } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserByEmail, findUserByLoginId, getUserProfile, updateUser } from '../users/users.api.ts';
import { issueSession } from './issue-session.ts';
import { clearThrottle, findThrottles, recordFailure, updateThrottle } from './login-throttle.repository.ts';
import {
  ACCOUNT_AT_ADDRESS,
  ADDRESS,
  accountKey,
  afterFailure,
  afterForgiving,
  remainingLockMs,
  throttleKeys,
} from './login-throttle.rules.ts';

export interface LoginClient {
  ip: string;
  userAgent: string | null;
}

const tooManyAttempts = (ms: number) =>
  new AppError('TOO_MANY_ATTEMPTS', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) },
  });

/**
 * Checks e-mail (or worker login id) and password. A wrong address and a wrong password answer
 * alike, after the same hashing work. Failures are counted per account and address together and
 * per address (see login-throttle.rules.ts); while either waits, attempts are refused before any
 * hashing, with Retry-After. A success clears its account-and-address count and forgives the
 * address the failures it made on this account.
 */
export async function logIn(
  deps: Pick<AppDeps, 'db' | 'passwords' | 'tokens' | 'refreshTokens' | 'env' | 'now'>,
  input: LoginRequest,
  client: LoginClient,
): Promise<LoginResponse> {
  const identifier = input.email ? `email:${input.email}` : `login:${input.loginId ?? ''}`;
  const user = input.email
    ? await findUserByEmail(deps.db, input.email)
    : await findUserByLoginId(deps.db, input.loginId ?? '');
  const keys = throttleKeys(accountKey(user?.id, identifier), client.ip);
  const throttles = await findThrottles(deps.db, [keys.pair, keys.address]);
  const lockedMs = Math.max(
    remainingLockMs(throttles.get(keys.pair), deps.now()),
    remainingLockMs(throttles.get(keys.address), deps.now()),
  );
  if (lockedMs > 0) throw tooManyAttempts(lockedMs);

  const valid = user
    ? await deps.passwords.verify(user.password_hash, input.password)
    : await deps.passwords.verifyAgainstNothing(input.password);

  if (!user || !valid) {
    const now = deps.now();
    // The failure that starts a wait is still answered as a wrong credential; the next is refused.
    await transact(deps.db, async (trx) => {
      await recordFailure(trx, keys.pair, now, (state) => afterFailure(state, now, ACCOUNT_AT_ADDRESS));
      await recordFailure(trx, keys.address, now, (state) => afterFailure(state, now, ADDRESS));
    });
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (user.disabled_at) throw new AppError('ACCOUNT_DISABLED');

  const ownFailures = throttles.get(keys.pair)?.failures ?? 0;
  const session = await transact(deps.db, async (trx) => {
    const now = deps.now();
    await clearThrottle(trx, keys.pair);
    if (ownFailures > 0) {
      await updateThrottle(trx, keys.address, (state) => afterForgiving(state, ownFailures, ADDRESS));
    }
    await updateUser(trx, user.id, { last_login_at: now }, now);
    return issueSession(trx, deps, user, client);
  });
  const tokens = await session.sign();
  return { ...tokens, user: await getUserProfile(deps.db, user.id) };
}
