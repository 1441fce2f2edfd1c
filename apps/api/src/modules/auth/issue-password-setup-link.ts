import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { insertPasswordReset } from './password-resets.repository.ts';

/** How long the link that chooses a new account's first password works. */
export const PASSWORD_SETUP_LINK_TTL_MS = 7 * 24 * 3600_000;

/**
 * A single-use link to choose a password for an account staff created (a partner's administrator):
 * the reset-password page, with a token stored hashed like a reset's, valid for 7 days. The token
 * is in the answer once, to be put in the e-mail (as a mail secret) and nowhere else.
 */
export async function issuePasswordSetupLink(
  trx: Transaction<Database>,
  deps: Pick<AppDeps, 'refreshTokens' | 'env'>,
  userId: string,
  now: Date,
): Promise<{ link: string; token: string; expiresAt: Date }> {
  const token = deps.refreshTokens.generate();
  const expiresAt = new Date(now.getTime() + PASSWORD_SETUP_LINK_TTL_MS);
  await insertPasswordReset(trx, {
    id: newId('pwr'),
    userId,
    tokenHash: deps.refreshTokens.hash(token),
    now,
    expiresAt,
  });
  return {
    link: `${deps.env.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`,
    token,
    expiresAt,
  };
}
