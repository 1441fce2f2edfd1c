import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { revokeUserSessions } from '../../src/modules/auth/auth.api.ts';
import { createCustomer, TEST_PASSWORD, type TestUser } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase, testDriver } from '../support/test-database.ts';

describe('refresh-token rotation and logout', () => {
  let database: TestDatabase;
  let app: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
  });
  beforeEach(async () => {
    await database.reset();
    user = await createCustomer(database, { email: 'kim@test.baro' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const login = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const { accessToken, refreshToken } = response.json() as { accessToken: string; refreshToken: string };
    return { accessToken, refreshToken };
  };
  const refresh = (tokens: { accessToken: string; refreshToken: string }) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', payload: tokens });
  const me = (accessToken: string) =>
    app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${accessToken}` } });

  it('rotates on every refresh and works with an expired access token', async () => {
    const first = await login();
    app.clock.advance(16 * 60_000);
    expect((await me(first.accessToken)).json().code).toBe('SESSION_EXPIRED');
    const second = (await refresh(first)).json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.accessToken)).statusCode).toBe(200);
    app.clock.advance(11_000);
    const third = (await refresh(second)).json();
    expect(third.refreshToken).not.toBe(second.refreshToken);
    expect((await me(third.accessToken)).statusCode).toBe(200);
  });

  it('gives the previous token the same successor within 10 seconds (two tabs)', async () => {
    const first = await login();
    const a = (await refresh(first)).json();
    app.clock.advance(5_000);
    const b = await refresh(first);
    expect(b.statusCode).toBe(200);
    expect(b.json().refreshToken).toBe(a.refreshToken);
    // The successor is still the live token of the session.
    const c = await refresh(a);
    expect(c.statusCode).toBe(200);
  });

  it('revokes the whole session when a rotated token comes back after the grace', async () => {
    const first = await login();
    const second = (await refresh(first)).json();
    app.clock.advance(11_000);
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('SESSION_REVOKED');
    // The newest token stops working too, and so does its access token.
    expect((await refresh(second)).json().code).toBe('SESSION_REVOKED');
    expect((await me(second.accessToken)).statusCode).toBe(401);
  });

  it('revokes the session when a token two rotations old comes back, even within the grace', async () => {
    const first = await login();
    const second = (await refresh(first)).json();
    await refresh(second);
    expect((await refresh(first)).json().code).toBe('SESSION_REVOKED');
  });

  it('refuses a refresh token presented with another session’s access token', async () => {
    const mine = await login();
    const other = await login();
    const mixed = await refresh({ accessToken: other.accessToken, refreshToken: mine.refreshToken });
    expect(mixed.statusCode).toBe(401);
    expect(mixed.json().code).toBe('INVALID_TOKEN');
    expect((await refresh({ accessToken: 'not.a.jwt', refreshToken: mine.refreshToken })).json().code).toBe(
      'INVALID_TOKEN',
    );
  });

  it('expires a refresh token after 30 days', async () => {
    const first = await login();
    app.clock.advance(31 * 24 * 3600_000);
    expect((await refresh(first)).json().code).toBe('SESSION_EXPIRED');
  });

  it('ends the session on logout, and logout is idempotent', async () => {
    const tokens = await login();
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(tokens)).json().code).toBe('SESSION_REVOKED');
    expect((await me(tokens.accessToken)).json().code).toBe('SESSION_REVOKED');
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(again.statusCode).toBe(204);
  });

  it('stops refreshing a disabled account', async () => {
    const tokens = await login();
    await database.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    expect((await refresh(tokens)).json().code).toBe('ACCOUNT_DISABLED');
    expect((await me(tokens.accessToken)).json().code).toBe('ACCOUNT_DISABLED');
  });

  it('says the account is disabled, not the session revoked, when staff disabled it (which revokes its sessions)', async () => {
    const tokens = await login();
    const now = new Date();
    await database.db.updateTable('users').set({ disabled_at: now }).where('id', '=', user.id).execute();
    await revokeUserSessions(database.db, user.id, 'disabled', now);
    const refused = await refresh(tokens);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('ACCOUNT_DISABLED');
    expect((await me(tokens.accessToken)).json().code).toBe('ACCOUNT_DISABLED');
  });

  it.runIf(testDriver === 'postgres')(
    'hands every concurrent refresh of one token the same successor',
    async () => {
      const first = await login();
      const results = await Promise.all(Array.from({ length: 8 }, () => refresh(first)));
      expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(results.map((r) => r.json().refreshToken)).size).toBe(1);
      const rows = await database.db.selectFrom('refresh_tokens').select('id').execute();
      expect(rows).toHaveLength(2);
    },
  );
});
