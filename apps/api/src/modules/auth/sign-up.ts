import type { Language, SignupRequest, UserProfile } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordTermsConsent } from '../content/content.api.ts';
import { createTeam } from '../teams/teams.api.ts';
import { findUserByEmail, getUserProfile, insertUser } from '../users/users.api.ts';

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** A new customer becomes master of a new team named after their company. */
export async function signUp(
  deps: Pick<AppDeps, 'db' | 'passwords' | 'now'>,
  input: SignupRequest,
  lang: Language,
): Promise<UserProfile> {
  if (await findUserByEmail(deps.db, input.email)) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await deps.passwords.hash(input.password);
  const now = deps.now();
  try {
    return await transact(deps.db, async (trx) => {
      const userId = newId('usr');
      const teamId = await createTeam(trx, { name: input.company, now });
      await insertUser(trx, {
        id: userId,
        kind: 'customer',
        email: input.email,
        password_hash: passwordHash,
        name: input.name,
        company: input.company,
        phone: input.phone,
        locale: input.locale ?? lang,
        customer_type: input.customerType ?? null,
        team_id: teamId,
        team_role: 'master',
        team_joined_at: now,
        terms_agreed_at: now,
        created_at: now,
        updated_at: now,
      });
      // The versions of the terms and privacy policy in force must be the ones accepted (issue 16).
      await recordTermsConsent(trx, { userId, accepted: input.acceptedTerms, now, lang });
      return getUserProfile(trx, userId);
    });
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides, the loser hears EMAIL_TAKEN.
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}
