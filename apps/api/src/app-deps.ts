import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DatabaseDriver } from './db/open-database.ts';
import type { Database } from './db/schema.ts';
import type { Env } from './env.ts';

/** What the composition root hands to every module's routes. */
export interface AppDeps {
  env: Env;
  db: Kysely<Database>;
  driver: DatabaseDriver;
  version: string;
  /** Absent in tests that do not exercise jobs. */
  jobs?: PgBoss;
}
