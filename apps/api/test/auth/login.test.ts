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

  // Issue 11, finding 3: five wrong passwords from anywhere locked the owner out everywhere, and
  // five from one address locked every account there. Now failures count per account *and*
  // address (3 free, then 1 s, 2 s, 4 s …) and per address (30 free), never per account alone.
  const wrong = (email: string, ip: string) => login({ email, password: 'wrong1234!' }, ip);

  it('wrong passwords from one address never lock the owner out at another', async () => {
    const user = await createCustomer(database, { email: 'kim@test.baro' });
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await wrong('kim@test.baro', '10.1.0.1')).statusCode).toBe(401);
    }
    expect((await wrong('kim@test.baro', '10.1.0.1')).statusCode).toBe(429);
    const owner = await login({ email: 'kim@test.baro', password: TEST_PASSWORD }, '10.2.0.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).toBe(user.id);
  });

  it('slows one account at one address progressively, and a success clears it', async () => {
    await createCustomer(database, { email: 'kim@test.baro' });
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await wrong('kim@test.baro', '10.1.0.1')).statusCode).toBe(401);
    }
    const waiting = await login({ email: 'kim@test.baro', password: TEST_PASSWORD }, '10.1.0.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(waiting.headers['retry-after'])).toBe(1);

    app.clock.advance(1_100);
    expect((await wrong('kim@test.baro', '10.1.0.1')).statusCode).toBe(401);
    expect(Number((await wrong('kim@test.baro', '10.1.0.1')).headers['retry-after'])).toBe(2);

    app.clock.advance(2_100);
    expect((await login({ email: 'kim@test.baro', password: TEST_PASSWORD }, '10.1.0.1')).statusCode).toBe(
      200,
    );
    // Cleared: the next typo is answered at once, not with a wait.
    expect((await wrong('kim@test.baro', '10.1.0.1')).statusCode).toBe(401);
  });

  it('an address that fails on other accounts does not lock out an owner logging in from it', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await wrong(`guess${attempt}@test.baro`, '10.9.9.9');
    const user = await createCustomer(database, { email: 'real@test.baro' });
    const owner = await login({ email: 'real@test.baro', password: TEST_PASSWORD }, '10.9.9.9');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).toBe(user.id);
  });

  it('slows an address that walks through many accounts, after a much higher number', async () => {
    const user = await createCustomer(database, { email: 'real@test.baro' });
    for (let attempt = 1; attempt <= 31; attempt++) {
      expect((await wrong(`guess${attempt}@test.baro`, '10.9.9.9')).statusCode, `attempt ${attempt}`).toBe(
        401,
      );
    }
    expect((await login({ email: 'real@test.baro', password: TEST_PASSWORD }, '10.9.9.9')).statusCode).toBe(
      429,
    );
    expect(
      (await login({ email: 'real@test.baro', password: TEST_PASSWORD }, '10.9.9.8')).json().user.id,
    ).toBe(user.id);
  });

  it('forgives an address only the failures it made on the account that logged in', async () => {
    await createCustomer(database, { email: 'real@test.baro' });
    for (let attempt = 1; attempt <= 3; attempt++) await wrong('real@test.baro', '10.7.7.7');
    for (let attempt = 1; attempt <= 27; attempt++) await wrong(`other${attempt}@test.baro`, '10.7.7.7');
    expect((await login({ email: 'real@test.baro', password: TEST_PASSWORD }, '10.7.7.7')).statusCode).toBe(
      200,
    );
    // 27 left on the address: three more failures are still free, the fourth starts a wait.
    for (let attempt = 28; attempt <= 30; attempt++) {
      expect((await wrong(`other${attempt}@test.baro`, '10.7.7.7')).statusCode).toBe(401);
    }
    const row = await database.db
      .selectFrom('login_throttles')
      .select('failures')
      .where('key', '=', 'addr:10.7.7.7')
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(30);
  });

  it("counts a worker's e-mail and login id as one account", async () => {
    const worker = await createWorker(database, { loginId: 'worker77' });
    await wrong(worker.email, '10.3.3.3');
    await wrong(worker.email, '10.3.3.3');
    await login({ loginId: 'worker77', password: 'wrong1234!' }, '10.3.3.3');
    expect((await login({ loginId: 'worker77', password: 'wrong1234!' }, '10.3.3.3')).statusCode).toBe(401);
    // The fourth failure on the one account started a wait, whichever name is used next.
    expect((await login({ loginId: 'worker77', password: TEST_PASSWORD }, '10.3.3.3')).statusCode).toBe(429);
    expect((await login({ email: worker.email, password: TEST_PASSWORD }, '10.3.3.3')).statusCode).toBe(429);
  });

  it('behind a proxy, judges the client address only when TRUST_PROXY names the proxy', async () => {
    await createCustomer(database, { email: 'kim@test.baro' });
    const proxied = await createTestApp(database, { env: { TRUST_PROXY: '10.0.0.1' } });
    try {
      const via = (on: TestApp, client: string, password: string) =>
        on.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'kim@test.baro', password },
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let attempt = 1; attempt <= 4; attempt++) await via(proxied, '203.0.113.5', 'wrong1234!');
      expect((await via(proxied, '203.0.113.5', TEST_PASSWORD)).statusCode).toBe(429);
      expect((await via(proxied, '203.0.113.6', TEST_PASSWORD)).statusCode).toBe(200);
      // Without TRUST_PROXY every client is the proxy: the attacker's failures are the owner's.
      for (let attempt = 1; attempt <= 4; attempt++) await via(app, '203.0.113.5', 'wrong1234!');
      expect((await via(app, '203.0.113.6', TEST_PASSWORD)).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('treats an unknown account like a known one', async () => {
    await createCustomer(database, { email: 'kim@test.baro' });
    const answers = async (email: string, ip: string) => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt++) statuses.push((await wrong(email, ip)).statusCode);
      return statuses;
    };
    expect(await answers('kim@test.baro', '10.4.4.1')).toEqual(await answers('nobody@test.baro', '10.4.4.2'));
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
