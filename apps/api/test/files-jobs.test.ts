import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../src/jobs/create-job-queue.ts';
import { FILE_GC_QUEUE, FILE_PURGE_QUEUE, registerFileJobs } from '../src/modules/files/files.jobs.ts';
import { LocalStorage } from '../src/storage/local-storage.ts';
import { authHeaders, createTeam } from './support/accounts.ts';
import { SAMPLE_FILES, uploadFile } from './support/files-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// The file jobs on a real pg-boss: a deletion whose object removal fails is retried by the
// `files.purge` job until it succeeds, and the hourly collector is scheduled.

class FlakyStorage extends LocalStorage {
  failures = 0;
  attempts = 0;
  override async delete(key: string): Promise<void> {
    this.attempts += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('object store unavailable');
    }
    await super.delete(key);
  }
}

describe('file jobs (pg-boss)', () => {
  let database: TestDatabase;
  let boss: PgBoss;
  let app: TestApp;
  let storage: FlakyStorage;

  beforeAll(async () => {
    database = await createTestDatabase();
    boss = createJobQueue(database, () => {});
    await boss.start();
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    storage = new FlakyStorage({
      rootDir: await mkdtemp(join(tmpdir(), 'baro-files-jobs-')),
      secret: 'a test secret that is long enough to sign',
      publicBaseUrl: 'http://localhost:3000',
      now: () => app.clock.now(),
    });
    app = await createTestApp(database, { storage, jobs: boss });
    await app.ready();
    await registerFileJobs(
      boss,
      { db: database.db, storage, now: app.clock.now },
      { purgeRetryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
    );
  });
  afterAll(async () => {
    await app.close();
    await boss.stop({ graceful: true, timeout: 2_000, close: true });
    await database.close();
  });

  it('schedules the collector hourly', async () => {
    const schedules = await boss.getSchedules();
    expect(schedules.find((schedule) => schedule.name === FILE_GC_QUEUE)?.cron).toBe('17 * * * *');
  });

  it('retries a failed object removal until the object and the row are gone', async () => {
    const { teamId, master } = await createTeam(database);
    const headers = await authHeaders(app, database, master);
    const key = await uploadFile(app, headers, {
      fileName: 'a.pdf',
      mimeType: 'application/pdf',
      bytes: SAMPLE_FILES.pdf,
    });
    const bound = await app.inject({
      method: 'PUT',
      url: '/api/file/binding',
      headers,
      payload: { bindList: [{ key, targetType: 'team', targetId: teamId, fileType: 'etc' }] },
    });
    expect(bound.statusCode).toBe(200);

    storage.failures = 2; // the inline attempt and the first retry fail
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/file/delete',
      headers,
      payload: { key },
    });
    expect(deleted.statusCode).toBe(204);
    const row = () =>
      database.db.selectFrom('files').select('status').where('key', '=', key).executeTakeFirst();
    expect((await row())?.status).toBe('deleting');

    await expect.poll(row, { timeout: 30_000, interval: 250 }).toBeUndefined();
    expect(await storage.head(key)).toBeNull();
    expect(storage.attempts).toBeGreaterThanOrEqual(3);
    // pg-boss marks the job completed after its handler returns, which can be just after the row went.
    const states = async () =>
      (await boss.findJobs(FILE_PURGE_QUEUE, { data: { key } })).map((job) => job.state);
    await expect.poll(states, { timeout: 10_000, interval: 100 }).toEqual(['completed']);
  });
});
