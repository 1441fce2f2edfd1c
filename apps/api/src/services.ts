import type { Kysely } from 'kysely';
import { FeedCaches } from './cache/feed-caches.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Database } from './db/schema.ts';
import type { Env } from './env.ts';
import { BackgroundWork } from './jobs/background-work.ts';
import { AccessTokens } from './modules/auth/access-tokens.ts';
import { loadJwtSecret } from './modules/auth/jwt-secret.ts';
import { PasswordHasher } from './modules/auth/password-hasher.ts';
import { RefreshTokens } from './modules/auth/refresh-tokens.ts';
import { createCarrierServices } from './modules/carriers/carrier-services.ts';
import { createMailer } from './modules/mail/create-mailer.ts';
import type { MailLogger } from './modules/mail/mailer.ts';
import { mailSealingKey } from './modules/mail/sealed-mail.ts';
import { cachedCallers } from './modules/users/cached-callers.ts';
import { createStorage } from './storage/create-storage.ts';
import type { ObjectStorage } from './storage/object-storage.ts';
import { storageSigningSecret } from './storage/storage-secret.ts';

/** The long-lived services every request shares, built once per process from the environment. */
export function createServices(options: {
  env: Env;
  db: Kysely<Database>;
  now?: () => Date;
  /** null keeps the generated signing key in memory only (tests, benchmarks). */
  dataDir?: string | null;
  logger?: MailLogger;
  /** Replaces the storage the environment chooses (tests of the S3 driver). */
  storage?: ObjectStorage;
  /** The database's change announcements; without them nothing is cached. */
  changes?: ChangeFeed;
}) {
  const now = options.now ?? (() => new Date());
  const dataDir = options.dataDir === undefined ? options.env.DATA_DIR : options.dataDir;
  const secret = loadJwtSecret({ configured: options.env.JWT_SECRET, dataDir });
  const caches = new FeedCaches(options.changes ?? null);
  return {
    now,
    background: new BackgroundWork(),
    caches,
    callers: cachedCallers({ db: options.db, caches }),
    tokens: new AccessTokens({ secret, ttlSeconds: options.env.ACCESS_TOKEN_TTL_SECONDS, now }),
    refreshTokens: new RefreshTokens(secret),
    passwords: new PasswordHasher({ concurrency: options.env.PASSWORD_HASH_CONCURRENCY }),
    mailer: createMailer({
      env: options.env,
      db: options.db,
      now,
      logger: options.logger,
      sealKey: mailSealingKey(secret),
    }),
    carriers: createCarrierServices({ env: options.env, db: options.db, now }),
    storage:
      options.storage ??
      createStorage(options.env, {
        dataDir,
        secret: storageSigningSecret(options.env.STORAGE_SIGNING_SECRET, secret),
        now,
      }),
  };
}
