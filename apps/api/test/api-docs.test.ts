import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

describe('OpenAPI', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serves an OpenAPI 3.1 document generated from the contracts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    const health = doc.paths['/api/health'].get;
    expect(health.responses['200']).toBeDefined();
    expect(health.responses['503']).toBeDefined();
    expect(JSON.stringify(health.responses['200'])).toContain('#/components/schemas/Health');
    expect(doc.components.schemas.Health.properties.status.enum).toEqual(['ok', 'degraded']);
  });

  it('serves a browsable page at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
