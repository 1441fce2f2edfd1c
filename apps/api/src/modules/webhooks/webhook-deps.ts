import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/callers.ts';
import { canManageWebhooks } from './webhooks.rules.ts';

export interface WebhookDeps {
  db: Kysely<Database>;
  now: () => Date;
  env: Pick<Env, 'WEBHOOK_ALLOW_INSECURE' | 'WEBHOOK_TIMEOUT_MS'>;
  log?: { warn(data: object, message: string): void };
}

/** The team whose webhooks the caller manages: its master or an admin, from the token only. */
export interface WebhookManager {
  teamId: string;
  userId: string;
}

export function webhookManagerOf(caller: Caller): WebhookManager {
  if (caller.kind !== 'customer' || !caller.teamId || !canManageWebhooks(caller.teamRole)) {
    throw new AppError('FORBIDDEN');
  }
  return { teamId: caller.teamId, userId: caller.userId };
}
