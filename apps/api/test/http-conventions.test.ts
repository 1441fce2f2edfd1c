import { errorBodySchema } from '@baro/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/http/app-error.ts';
import { createTestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// A throwaway route stands in for the modules to come, to prove the conventions every route gets.
const echoBody = z.strictObject({
  name: z.string().min(2),
  count: z.number().int().min(1).max(10).optional(),
});

describe('HTTP conventions', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database, { env: { BODY_LIMIT_BYTES: '2048' } });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/api/test/echo',
      { config: { access: 'anonymous' }, schema: { body: echoBody } },
      async (request) => ({ name: request.body.name, locale: request.locale, region: request.region }),
    );
    typed.get('/api/test/conflict', { config: { access: 'anonymous' } }, async () => {
      throw new AppError('CONFLICT');
    });
    typed.get('/api/test/crash', { config: { access: 'anonymous' } }, async () => {
      throw new Error('secret internal detail');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const expectErrorShape = (payload: string) => {
    const body = errorBodySchema.parse(JSON.parse(payload));
    expect(payload).not.toMatch(/stack|at .*\.ts:\d+/);
    return body;
  };

  it('accepts a valid body and reads locale and region with KR defaults', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '바로' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: '바로', locale: 'KR', region: 'KR' });
    const us = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { locale: 'us', region: 'US' },
      payload: { name: 'Baro' },
    });
    expect(us.json()).toMatchObject({ locale: 'US', region: 'US' });
  });

  it('rejects rule violations and unknown fields with 400 VALIDATION_FAILED and per-field messages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x', count: 11, admin: true },
    });
    expect(response.statusCode).toBe(400);
    const body = expectErrorShape(response.payload);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['admin', 'count', 'name']);
    expect(body.message).toMatch(/[가-힣]/);
  });

  it('answers in English when lang is en and in Korean by default', async () => {
    const en = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { lang: 'en' },
      payload: {},
    });
    const ko = await app.inject({ method: 'POST', url: '/api/test/echo', payload: {} });
    const enBody = expectErrorShape(en.payload);
    const koBody = expectErrorShape(ko.payload);
    expect(enBody.message).toMatch(/^[^가-힣]+$/);
    expect(enBody.fields?.name).toMatch(/^[^가-힣]+$/);
    expect(koBody.message).toMatch(/[가-힣]/);
    expect(koBody.fields?.name).toMatch(/[가-힣]/);
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "바로",',
    });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.payload).code).toBe('INVALID_JSON');
  });

  it('answers an empty JSON body with 400 INVALID_JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.payload).code).toBe('INVALID_JSON');
  });

  it('answers a wrong content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>바로</name>',
    });
    expect(response.statusCode).toBe(415);
    expect(expectErrorShape(response.payload).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with 413 before reading it all', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(10_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(expectErrorShape(response.payload).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/does-not-exist', headers: { lang: 'en' } });
      expect(response.statusCode).toBe(404);
      const body = expectErrorShape(response.payload);
      expect(body.code).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('maps an AppError to its catalog status and code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(expectErrorShape(response.payload).code).toBe('CONFLICT');
  });

  it('hides unexpected errors behind 500 INTERNAL_ERROR without details', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(expectErrorShape(response.payload).code).toBe('INTERNAL_ERROR');
    expect(response.payload).not.toContain('secret internal detail');
  });

  it('gives every response a request id and keeps a well-formed incoming one', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
  });
});
