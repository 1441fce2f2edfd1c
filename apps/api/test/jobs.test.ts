import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../src/jobs/create-job-queue.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

describe('job queue (pg-boss on the application database)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('delivers a sent job to its worker and records it as completed', async () => {
    const errors: Error[] = [];
    const boss = createJobQueue(database, (error) => errors.push(error));
    await boss.start();
    try {
      await boss.createQueue('test.greet');
      const received = new Promise<unknown>((resolve) => {
        void boss.work('test.greet', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
          resolve(job?.data);
        });
      });
      const id = await boss.send('test.greet', { text: '안녕하세요' });
      expect(id).toBeTruthy();
      expect(await received).toEqual({ text: '안녕하세요' });
      await expect
        .poll(async () => (await boss.getJobById('test.greet', id as string))?.state, { timeout: 10_000 })
        .toBe('completed');
      expect(errors).toEqual([]);
    } finally {
      await boss.stop({ graceful: true, timeout: 2_000, close: true });
    }
  });
});
