import { formatDate } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import { transact } from '../../db/transact.ts';
import { consumeWriteQuota } from '../quotas/quotas.api.ts';
import { findUserByEmail } from '../users/users.api.ts';
import { findLatestResetCreatedAt, insertPasswordReset } from './password-resets.repository.ts';

export const RESET_LINK_TTL_MS = 30 * 60_000;
/** One e-mail a minute per account at most, so the endpoint cannot be used to flood a mailbox. */
const RESEND_INTERVAL_MS = 60_000;

type ResetDeps = Pick<AppDeps, 'db' | 'refreshTokens' | 'mailer' | 'env' | 'now' | 'background'>;

/**
 * `POST /api/auth/find/password`: counts the request against the hourly limits of the address
 * asked for and of the asking client (the same for every address, known or not), then leaves the
 * rest to background work, so the answer (202) takes the same time whether or not the account
 * exists: whether an address has an account is nobody's business.
 */
export async function askForPasswordReset(
  deps: ResetDeps,
  email: string,
  clientAddress: string,
): Promise<void> {
  const now = deps.now();
  await consumeWriteQuota(deps.db, 'password-reset.client', clientAddress, now);
  await consumeWriteQuota(deps.db, 'password-reset.address', email.toLowerCase(), now);
  deps.background.run('password-reset', () => sendPasswordReset(deps, email));
}

/** Sends a single-use reset link (valid 30 minutes) when the account exists, at most once a minute. */
export async function sendPasswordReset(deps: ResetDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.disabled_at) return;
  const now = deps.now();
  const latest = await findLatestResetCreatedAt(deps.db, user.id);
  if (latest && now.getTime() - latest.created_at.getTime() < RESEND_INTERVAL_MS) return;

  const token = deps.refreshTokens.generate();
  const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);
  await transact(deps.db, async (trx) => {
    await insertPasswordReset(trx, {
      id: newId('pwr'),
      userId: user.id,
      tokenHash: deps.refreshTokens.hash(token),
      now,
      expiresAt,
    });
    await deps.mailer.queue(trx, {
      to: user.email,
      locale: user.locale,
      template: 'password-reset',
      params: {
        name: user.name,
        link: `${deps.env.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`,
        expiresAt: formatDate(expiresAt, user.locale, true),
      },
      secrets: [token],
    });
  });
  void deps.mailer.flush();
}
