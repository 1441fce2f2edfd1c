import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/env.ts';
import { createServices } from '../../src/services.ts';
import type { TestDatabase } from './test-database.ts';

/** Real time plus an offset that tests move forward (token expiry, grace windows, links). */
export class TestClock {
  #offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.#offsetMs);
  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}

export type TestApp = FastifyInstance & {
  services: ReturnType<typeof createServices>;
  clock: TestClock;
};

export interface TestAppOptions {
  env?: Record<string, string>;
  webApps?: BuildAppOptions['webApps'];
  jobs?: BuildAppOptions['jobs'];
  /** Another storage than a local one in a temporary directory (the S3 driver's tests). */
  storage?: BuildAppOptions['storage'];
}

/** The real app on a test database, driven through `app.inject` (`useTestApp()` wraps it for a file). */
export async function createTestApp(database: TestDatabase, options: TestAppOptions = {}): Promise<TestApp> {
  const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: '/nonexistent', ...options.env });
  const clock = new TestClock();
  const services = createServices({
    env,
    db: database.db,
    changes: database.changes,
    now: clock.now,
    dataDir: null,
    ...(options.storage ? { storage: options.storage } : {}),
  });
  const app = await buildApp({
    env,
    db: database.db,
    driver: database.driver,
    version: 'test',
    webApps: options.webApps ?? [],
    ...services,
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
  return Object.assign(app, { services, clock });
}
