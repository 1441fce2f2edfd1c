import { type Language, SIGNUP_FIELD_MESSAGES } from '@baro/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { listVisibleTerms } from './articles.repository.ts';
import { currentTermsIds } from './present-article.ts';

// What the content module offers other modules: the sign-up records which versions of the terms
// were accepted (issue 16).

/**
 * Records the sign-up's consent to the versions of the terms in force now (in the caller's
 * transaction). `accepted` are the versions the person was shown and accepted: each version in
 * force must be among them. One that names an earlier (or later) version of the same kind instead
 * means the terms changed meanwhile: 409 TERMS_VERSION_CHANGED; a kind not accepted at all is 400
 * with `fields.acceptedTerms`.
 */
export async function recordTermsConsent(
  trx: Transaction<Database>,
  input: { userId: string; accepted: readonly string[]; now: Date; lang: Language },
): Promise<string[]> {
  const versions = await listVisibleTerms(trx, { now: input.now, lang: 'ko' });
  const current = [...currentTermsIds(versions, input.now)];
  const kinds = new Map(versions.map((version) => [version.id, version.terms_kind]));
  const missing = current.filter((id) => !input.accepted.includes(id));
  if (missing.length > 0) {
    const acceptedKinds = new Set(input.accepted.map((id) => kinds.get(id)));
    if (missing.some((id) => acceptedKinds.has(kinds.get(id)))) throw new AppError('TERMS_VERSION_CHANGED');
    throw new AppError('VALIDATION_FAILED', {
      fields: { acceptedTerms: SIGNUP_FIELD_MESSAGES[input.lang].termsNotAccepted },
    });
  }
  if (current.length > 0)
    await trx
      .insertInto('terms_consents')
      .values(
        current.map((articleId) => ({
          user_id: input.userId,
          article_id: articleId,
          terms_kind: kinds.get(articleId) ?? 'service',
          accepted_at: input.now,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  return current;
}
