import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { listVisibleTerms } from './articles.repository.ts';
import { currentTermsIds } from './present-article.ts';

// What the content module offers other modules: the sign-up records which versions of the terms
// were accepted (issue 16).

/**
 * Records the sign-up's consent to the versions of the terms in force now (in the caller's
 * transaction). `accepted` are the versions the person was shown; when given, a version in force
 * that is not among them means the terms changed meanwhile: 409 TERMS_VERSION_CHANGED.
 */
export async function recordTermsConsent(
  trx: Transaction<Database>,
  input: { userId: string; accepted?: readonly string[] | undefined; now: Date },
): Promise<string[]> {
  const versions = await listVisibleTerms(trx, { now: input.now, lang: 'ko' });
  const current = [...currentTermsIds(versions, input.now)];
  if (input.accepted && current.some((id) => !input.accepted?.includes(id)))
    throw new AppError('TERMS_VERSION_CHANGED');
  const kinds = new Map(versions.map((version) => [version.id, version.terms_kind]));
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
