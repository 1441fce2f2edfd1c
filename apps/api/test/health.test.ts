import { healthResponseSchema } from '@baro/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';
import {
  createTestDatabase,
  openUnreachableDatabase,
  type TestDatabase,
  testDriver,
} from './support/test-database.ts';

describe('GET /api/health', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers ok with the driver in use and the version', async () => {
    const app = await createTestApp(database);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = healthResponseSchema.parse(response.json());
    expect(body).toEqual({ status: 'ok', db: testDriver, version: 'test' });
    await app.close();
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const broken = await openUnreachableDatabase();
    const app = await createTestApp({ ...broken, reset: async () => {} });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', db: testDriver, version: 'test' });
    await app.close();
    await broken.close().catch(() => {});
  });
});
