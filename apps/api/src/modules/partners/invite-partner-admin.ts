import { formatDate, type NewPartnerAdmin } from '@baro/core';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { issuePasswordSetupLink, UNSET_PASSWORD_HASH } from '../auth/auth.api.ts';
import { insertPartnerUser } from '../users/users.api.ts';
import { isEmailTaken } from './partners.repository.ts';

/**
 * Creates a partner administrator's account without a password and queues the welcome e-mail
 * with the link that chooses it (in Korean: partners are Korean forwarders; they may switch the
 * app's language later). An address any account already uses is refused (409 EMAIL_TAKEN).
 */
export async function invitePartnerAdmin(
  trx: Transaction<Database>,
  deps: Pick<AppDeps, 'mailer' | 'refreshTokens' | 'env'>,
  partner: { id: string; name: string },
  admin: NewPartnerAdmin,
  now: Date,
): Promise<string> {
  if (await isEmailTaken(trx, admin.email)) throw new AppError('EMAIL_TAKEN');
  const id = newId('usr');
  await insertPartnerUser(trx, {
    id,
    partnerId: partner.id,
    name: admin.name,
    email: admin.email,
    phone: admin.phone ?? null,
    passwordHash: UNSET_PASSWORD_HASH,
    now,
  });
  const setup = await issuePasswordSetupLink(trx, deps, id, now);
  await deps.mailer.queue(trx, {
    to: admin.email,
    locale: 'ko',
    template: 'partner-welcome',
    params: {
      name: admin.name,
      partnerName: partner.name,
      link: setup.link,
      expiresAt: formatDate(setup.expiresAt, 'ko', true),
    },
    secrets: [setup.token],
  });
  return id;
}
