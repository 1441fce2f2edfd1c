import type { HealthResponse } from '@baro/core';
import type { Kysely } from 'kysely';
import type { DatabaseDriver } from '../../db/open-database.ts';
import type { Database } from '../../db/schema.ts';
import { pingDatabase } from './health.repository.ts';

export async function getHealth(deps: {
  db: Kysely<Database>;
  driver: DatabaseDriver;
  version: string;
}): Promise<HealthResponse> {
  const reachable = await pingDatabase(deps.db);
  return { status: reachable ? 'ok' : 'degraded', db: deps.driver, version: deps.version };
}
