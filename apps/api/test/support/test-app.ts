import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/env.ts';
import type { TestDatabase } from './test-database.ts';

/** The real app on a test database, driven through `app.inject`. */
export async function createTestApp(
  database: TestDatabase,
  options: {
    env?: Record<string, string>;
    webApps?: BuildAppOptions['webApps'];
    jobs?: BuildAppOptions['jobs'];
  } = {},
): Promise<FastifyInstance> {
  const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: '/nonexistent', ...options.env });
  return buildApp({
    env,
    db: database.db,
    driver: database.driver,
    version: 'test',
    webApps: options.webApps ?? [],
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
}
