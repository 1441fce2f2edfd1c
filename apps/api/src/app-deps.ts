import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { FeedCaches } from './cache/feed-caches.ts';
import type { DatabaseDriver } from './db/open-database.ts';
import type { Database } from './db/schema.ts';
import type { Env } from './env.ts';
import type { BackgroundWork } from './jobs/background-work.ts';
import type { AccessTokens } from './modules/auth/access-tokens.ts';
import type { PasswordHasher } from './modules/auth/password-hasher.ts';
import type { RefreshTokens } from './modules/auth/refresh-tokens.ts';
import type { CarrierServices } from './modules/carriers/carrier-services.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { FindCaller } from './modules/users/cached-callers.ts';
import type { ObjectStorage } from './storage/object-storage.ts';

/** What the composition root hands to every module's routes. */
export interface AppDeps {
  env: Env;
  db: Kysely<Database>;
  driver: DatabaseDriver;
  version: string;
  /** The clock every rule reads, so tests can move time. */
  now: () => Date;
  tokens: AccessTokens;
  refreshTokens: RefreshTokens;
  passwords: PasswordHasher;
  mailer: Mailer;
  /** Where uploaded files and rendered documents live (local disk or S3). */
  storage: ObjectStorage;
  /** Waybill issuance, tracking providers and the owners of followed parcels. */
  carriers: CarrierServices;
  /** Caches kept true by the database's change announcements (ADR 0015). */
  caches: FeedCaches;
  /** The account and session of a verified token, kept in memory while nothing changes them. */
  callers: FindCaller;
  /** Work a request starts without waiting for it (equal answer times); drained on close. */
  background: BackgroundWork;
  /** Absent in tests that do not exercise jobs. */
  jobs?: PgBoss;
}
