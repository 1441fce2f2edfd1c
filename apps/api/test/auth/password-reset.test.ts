import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, TEST_PASSWORD, type TestUser } from '../support/accounts.ts';
import { parseMail } from '../support/mime.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// The reset link reaches only the mailbox: the tests read it from what a real SMTP server
// received, because the outbox keeps it redacted (issue 11).
describe('find and reset password', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let app: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
    app = await createTestApp(database, { env: { SMTP_URL: smtp.url } });
  });
  beforeEach(async () => {
    await database.reset();
    smtp.messages.length = 0;
    user = await createCustomer(database, { email: 'kim@test.baro', name: '김바로' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await database.close();
  });

  /** Asks for a link and waits for the work behind the answer, and for its delivery. */
  const findPassword = async (email: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/find/password', payload: { email } });
    await app.services.background.drain();
    await app.services.mailer.flush();
    return response;
  };
  const resetLink = async () => {
    const raw = smtp.messages.at(-1)?.raw;
    if (!raw) throw new Error('no mail was delivered');
    const text = parseMail(raw).parts.find((part) =>
      part.headers['content-type']?.startsWith('text/plain'),
    )?.body;
    const match = `${text}`.match(/reset-password\?token=([\w%-]+)/);
    if (!match?.[1]) throw new Error(`no reset link in ${text}`);
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

  it('does the account lookup and the mail after answering, so both answers take the same work', async () => {
    // Issue 11, finding 6: the existing address took measurably longer. Now nothing that depends
    // on the account happens before the answer: with the background work held, neither request
    // has looked anything up or queued anything when its 202 arrives.
    const release = app.services.background.hold();
    const known = await app.inject({
      method: 'POST',
      url: '/api/auth/find/password',
      payload: { email: user.email },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/find/password',
      payload: { email: 'nobody@test.baro' },
    });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.payload).toBe(unknown.payload);
    expect(await database.db.selectFrom('password_resets').select('id').execute()).toEqual([]);
    expect(await database.db.selectFrom('outbox_emails').select('id').execute()).toEqual([]);
    release();
    await app.services.background.drain();
    expect(await database.db.selectFrom('password_resets').select('user_id').execute()).toEqual([
      { user_id: user.id },
    ]);
  });

  it('keeps the link out of the outbox: redacted for staff, sealed for delivery (issue 11)', async () => {
    await findPassword(user.email);
    const token = await resetLink();
    const row = await database.db.selectFrom('outbox_emails').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    for (const stored of [row.subject, row.text_body, row.html_body, row.sealed_body ?? '']) {
      expect(stored).not.toContain(token);
      expect(stored).not.toContain(encodeURIComponent(token));
    }
    expect(row.text_body).toContain('reset-password?token=[redacted]');
    // Delivered: the sealed copy is gone too.
    expect(row.sealed_body).toBeNull();
  });

  it('limits requests per address asked for and per asking client, known or not (issue 11)', async () => {
    const ask = (email: string, remoteAddress = '10.1.1.1') =>
      app.inject({ method: 'POST', url: '/api/auth/find/password', payload: { email }, remoteAddress });
    for (const email of [user.email, 'nobody@test.baro']) {
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await ask(email)).statusCode);
      expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    }
    const limited = await ask(user.email);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client may still ask for other addresses.
    expect((await ask('third@test.baro', '10.2.2.2')).statusCode).toBe(202);
    await app.services.background.drain();
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
    expect(smtp.messages).toHaveLength(2);
  });
});
