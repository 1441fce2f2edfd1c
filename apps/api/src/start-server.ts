import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { buildApp } from './app.ts';
import { migrateToLatest } from './db/migrate.ts';
import { type DatabaseHandle, openDatabase } from './db/open-database.ts';
import type { Env } from './env.ts';
import { createJobQueue } from './jobs/create-job-queue.ts';
import { registerBidJobs } from './modules/bids/bids.jobs.ts';
import { registerCarrierJobs } from './modules/carriers/carriers.jobs.ts';
import { registerCommandIdempotencyJobs } from './modules/command-idempotency/command-idempotency.jobs.ts';
import { registerFileJobs } from './modules/files/files.jobs.ts';
import { registerMailJobs } from './modules/mail/mail.jobs.ts';
import { registerQuotaJobs } from './modules/quotas/write-quotas.jobs.ts';
import { registerWebhookJobs } from './modules/webhooks/webhooks.jobs.ts';
import { loadDemoData } from './seed/load-demo-data.ts';
import { createServices } from './services.ts';
import { APP_VERSION } from './version.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  jobs: PgBoss;
  url: string;
  /** Stops accepting, lets in-flight requests finish, then stops jobs and closes the database. */
  stop(): Promise<void>;
}

/** Opens the database, migrates it, loads demo data on a new embedded database, starts jobs and HTTP. */
export async function startServer(env: Env): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let jobs: PgBoss | undefined;
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(database.db);
    jobs = createJobQueue(database, (error) => app?.log.error({ err: error }, 'job queue error'));
    await jobs.start();
    // The mailer is built before the app (and its logger) exists, so it logs through the app once it does.
    const services = createServices({
      env,
      db: database.db,
      changes: database.changes,
      logger: {
        info: (data, message) => app?.log.info(data, message),
        warn: (data, message) => app?.log.warn(data, message),
        error: (data, message) => app?.log.error(data, message),
      },
    });
    await registerMailJobs(jobs, services.mailer);
    await registerBidJobs(jobs, { env, db: database.db, now: services.now, mailer: services.mailer });
    await registerQuotaJobs(jobs, { db: database.db, now: services.now });
    await registerCommandIdempotencyJobs(jobs, { db: database.db, now: services.now });
    await registerFileJobs(jobs, {
      db: database.db,
      storage: services.storage,
      now: services.now,
      log: { warn: (data, message) => app?.log.warn(data, message) },
    });
    const webhookDeps = {
      db: database.db,
      now: services.now,
      env,
      log: { warn: (data: object, message: string) => app?.log.warn(data, message) },
    };
    await registerWebhookJobs(jobs, webhookDeps);
    await registerCarrierJobs(jobs, {
      db: database.db,
      now: services.now,
      carriers: services.carriers,
      log: { warn: (data, message) => app?.log.warn(data, message) },
    });
    app = await buildApp({
      env,
      db: database.db,
      driver: database.driver,
      version: APP_VERSION,
      jobs,
      ...services,
    });

    // Demo data belongs to the embedded quick start only; a real PostgreSQL gets it via `npm run seed`.
    if (database.driver === 'pglite' && env.DEMO_DATA === 'auto') {
      const seeded = await loadDemoData(database.db, { onlyIfNew: true, storage: services.storage });
      if (seeded.loaded) app.log.info({ seeders: seeded.seeders }, 'demo data loaded');
    }

    const url = await app.listen({ port: env.PORT, host: env.HOST });
    // Mail queued before a restart leaves now rather than at the next scheduled run.
    void services.mailer.flush();
    const startedApp = app;
    const startedJobs = jobs;
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        try {
          await startedApp.close();
          await startedJobs.stop({ graceful: true, timeout: 5_000 });
        } finally {
          await database.close();
        }
      })();
      return stopping;
    };
    return { app: startedApp, database, jobs: startedJobs, url, stop };
  } catch (error) {
    await app?.close().catch(() => {});
    await jobs?.stop({ graceful: false }).catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
