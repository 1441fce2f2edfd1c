import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, TEST_PASSWORD, type TestUser } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('find and reset password', () => {
  let database: TestDatabase;
  let app: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
  });
  beforeEach(async () => {
    await database.reset();
    user = await createCustomer(database, { email: 'kim@test.baro', name: '김바로' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const findPassword = (email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/find/password', payload: { email } });
  const resetLink = async () => {
    const mail = await database.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('to_address', '=', user.email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const match = `${mail.text_body}`.match(/reset-password\?token=([\w%-]+)/);
    if (!match?.[1]) throw new Error(`no reset link in ${mail.text_body}`);
    return decodeURIComponent(match[1]);
  };
  const login = (password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });

  it('answers 202 alike for an existing and an unknown address, and mails only the existing one', async () => {
    const known = await findPassword('kim@test.baro');
    const unknown = await findPassword('nobody@test.baro');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const mails = await database.db.selectFrom('outbox_emails').select(['to_address', 'template']).execute();
    expect(mails).toEqual([{ to_address: 'kim@test.baro', template: 'password-reset' }]);
  });

  it('sets a new password once, ends every session and forgets failed attempts', async () => {
    const session = (await login(TEST_PASSWORD)).json();
    await findPassword('kim@test.baro');
    const token = await resetLink();
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset/password',
      payload: { token, password: 'newpass12!' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('newpass12!')).statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.json().code).toBe('SESSION_REVOKED');
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/reset/password',
      payload: { token, password: 'other123!' },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('LINK_EXPIRED');
  });

  it('refuses a link older than 30 minutes', async () => {
    await findPassword('kim@test.baro');
    const token = await resetLink();
    app.clock.advance(31 * 60_000);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset/password',
      payload: { token, password: 'newpass12!' },
    });
    expect(reset.json().code).toBe('LINK_EXPIRED');
  });

  it('checks the new password against the rules', async () => {
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset/password',
      payload: { token: 'x'.repeat(43), password: 'short' },
    });
    expect(reset.statusCode).toBe(400);
    expect(Object.keys(reset.json().fields)).toEqual(['password']);
  });

  it('sends at most one mail a minute per account', async () => {
    await findPassword('kim@test.baro');
    await findPassword('kim@test.baro');
    app.clock.advance(61_000);
    await findPassword('kim@test.baro');
    const mails = await database.db.selectFrom('outbox_emails').select('id').execute();
    expect(mails).toHaveLength(2);
  });
});
