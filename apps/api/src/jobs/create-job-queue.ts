import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/open-database.ts';

// pg-boss keeps its tables in their own schema of the same database, so jobs share the
// application's backups and transactions' durability on PGlite and on PostgreSQL alike.
export const JOB_SCHEMA = 'pgboss';

/** Creates (but does not start) the job queue on the same database as the application. */
export function createJobQueue(handle: DatabaseHandle, onError: (error: Error) => void): PgBoss {
  const boss = handle.pglite
    ? new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite', schema: JOB_SCHEMA })
    : new PgBoss({ connectionString: handle.connectionString, schema: JOB_SCHEMA, max: 4 });
  boss.on('error', onError);
  return boss;
}
