import { loginResponseSchema } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, createWorker, TEST_PASSWORD } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('POST /api/auth/login', () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
  });
  beforeEach(async () => {
    await database.reset();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const login = (payload: object, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });

  it('returns tokens and the profile for the right password, e-mail case-insensitive', async () => {
    const user = await createCustomer(database, { email: 'kim@test.baro' });
    const response = await login({ email: 'KIM@test.baro', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.user.id).toBe(user.id);
    expect(body.refreshToken.length).toBeGreaterThanOrEqual(43);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.json().id).toBe(user.id);
  });

  it('lets a warehouse worker log in with their login id', async () => {
    const worker = await createWorker(database, { loginId: 'worker77' });
    const response = await login({ loginId: 'worker77', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: worker.id, kind: 'worker', loginId: 'worker77' });
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    await createCustomer(database, { email: 'kim@test.baro' });
    const wrongPassword = await login({ email: 'kim@test.baro', password: 'wrong1234!' });
    const unknown = await login({ email: 'nobody@test.baro', password: 'wrong1234!' }, '10.0.0.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('needs exactly one of email and loginId', async () => {
    const neither = await login({ password: 'x' });
    const both = await login({ email: 'a@b.co', loginId: 'worker77', password: 'x' });
    expect(neither.statusCode).toBe(400);
    expect(both.statusCode).toBe(400);
  });

  it('locks an account after 5 failures with Retry-After, doubling per further failure', async () => {
    await createCustomer(database, { email: 'kim@test.baro' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login({ email: 'kim@test.baro', password: 'wrong1234!' }, `10.1.0.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await login({ email: 'kim@test.baro', password: TEST_PASSWORD }, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBe(30);

    app.clock.advance(31_000);
    const sixth = await login({ email: 'kim@test.baro', password: 'wrong1234!' }, '10.1.1.2');
    expect(sixth.statusCode).toBe(401);
    const lockedLonger = await login({ email: 'kim@test.baro', password: TEST_PASSWORD }, '10.1.1.3');
    expect(lockedLonger.statusCode).toBe(429);
    expect(Number(lockedLonger.headers['retry-after'])).toBe(60);

    app.clock.advance(61_000);
    const ok = await login({ email: 'kim@test.baro', password: TEST_PASSWORD }, '10.1.1.4');
    expect(ok.statusCode).toBe(200);
  });

  it('locks an address that tries many accounts', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      await login({ email: `guess${attempt}@test.baro`, password: 'wrong1234!' }, '10.9.9.9');
    }
    const user = await createCustomer(database, { email: 'real@test.baro' });
    const locked = await login({ email: 'real@test.baro', password: TEST_PASSWORD }, '10.9.9.9');
    expect(locked.statusCode).toBe(429);
    const elsewhere = await login({ email: 'real@test.baro', password: TEST_PASSWORD }, '10.9.9.8');
    expect(elsewhere.json().user.id).toBe(user.id);
  });

  it('refuses a disabled account', async () => {
    const user = await createCustomer(database, { email: 'off@test.baro' });
    await database.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    const response = await login({ email: 'off@test.baro', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('ACCOUNT_DISABLED');
  });

  it('caps password hashing: a flood is refused quickly with 503 instead of queueing without end', async () => {
    await createCustomer(database, { email: 'kim@test.baro' });
    const flood = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        login({ email: 'kim@test.baro', password: `flood${index}!x` }, `10.5.${index}.1`),
      ),
    );
    const statuses = flood.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 401 || status === 503 || status === 429)).toBe(true);
  });
});
