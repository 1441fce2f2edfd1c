import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/open-database.ts';
import {
  authHeaders,
  createCustomer,
  createStaff,
  createTeam,
  TEST_PASSWORD,
  type TestUser,
} from './support/accounts.ts';
import { QueryCounter } from './support/query-counter.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase, testDriver } from './support/test-database.ts';

// Issue 12, ADR 0015: the caller (account + session) and the profile are kept in memory, and a
// change to what they were read from is seen by the very next request — through the API, or
// written to the database by anyone else.

let database: TestDatabase;
let app: TestApp;
const counter = new QueryCounter();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({ ...database, db: database.db.withPlugin(counter) });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.reset();
});

const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/users/me', headers });
const codeOf = (response: { json: () => unknown }) => (response.json() as { code: string }).code;

/** Asks twice, so the second answer comes from memory; answers how many statements that sent. */
async function warm(headers: Record<string, string>): Promise<number> {
  expect((await me(headers)).statusCode).toBe(200);
  counter.reset();
  expect((await me(headers)).statusCode).toBe(200);
  return counter.count;
}

async function login(user: TestUser) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { accessToken: string; refreshToken: string };
}

describe('the cached caller and profile', () => {
  it('answers a repeated GET /api/users/me without the database', async () => {
    const { master } = await createTeam(database);
    expect(await warm(await authHeaders(app, database, master))).toBe(0);
  });

  it('refuses a disabled account at once', async () => {
    const { master } = await createTeam(database);
    const headers = await authHeaders(app, database, master);
    await warm(headers);
    const staff = await authHeaders(app, database, await createStaff(database));
    const disabled = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${master.id}/disable`,
      headers: staff,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const after = await me(headers);
    expect(after.statusCode).toBe(401);
    expect(codeOf(after)).toBe('ACCOUNT_DISABLED');
  });

  it('refuses the access token of a logged-out session at once', async () => {
    const { master } = await createTeam(database);
    const tokens = await login(master);
    const headers = { authorization: `Bearer ${tokens.accessToken}` };
    await warm(headers);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(out.statusCode, out.body).toBe(204);
    const after = await me(headers);
    expect(after.statusCode).toBe(401);
    expect(codeOf(after)).toBe('SESSION_REVOKED');
  });

  it('takes a removed role away at once, and shows the new role', async () => {
    const { teamId, master } = await createTeam(database);
    const admin = await createCustomer(database, { teamId, role: 'admin' });
    const headers = await authHeaders(app, database, admin);
    await warm(headers);
    const invitations = () => app.inject({ method: 'GET', url: '/api/teams/me/invitations', headers });
    expect((await invitations()).statusCode).toBe(200);

    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/teams/me/members/${admin.id}`,
      headers: await authHeaders(app, database, master),
      payload: { role: 'member' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await invitations()).statusCode).toBe(403);
    expect((await me(headers)).json().team.role).toBe('member');
  });

  it('shows a renamed team, an edited manager and an edited profile at once', async () => {
    const { master } = await createTeam(database, { teamName: '바로무역' });
    const staff = await createStaff(database, { name: '김담당' });
    await database.db
      .updateTable('users')
      .set({ forwarding_manager_id: staff.id })
      .where('id', '=', master.id)
      .execute();
    const headers = await authHeaders(app, database, master);
    await warm(headers);
    expect((await me(headers)).json().managers.forwarding.name).toBe('김담당');

    await app.inject({ method: 'PATCH', url: '/api/teams/me', headers, payload: { name: '바로상사' } });
    expect((await me(headers)).json().team.name).toBe('바로상사');

    await app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload: { name: '이대표' } });
    expect((await me(headers)).json().name).toBe('이대표');

    await database.db.updateTable('users').set({ name: '박담당' }).where('id', '=', staff.id).execute();
    expect((await me(headers)).json().managers.forwarding.name).toBe('박담당');
  });

  it('refuses everyone after the tables are emptied', async () => {
    const { master } = await createTeam(database);
    const headers = await authHeaders(app, database, master);
    await warm(headers);
    await database.reset();
    expect((await me(headers)).statusCode).toBe(401);
  });
});

// Another API process: a change written on another connection reaches this process's listening
// connection a moment after it commits. Without the announcement nothing would drop the cached
// caller until its lifetime ends (a minute), far beyond what this waits.
describe.runIf(testDriver === 'postgres')('the cached caller, changed by another process', () => {
  it('refuses an account another process disabled, as soon as the change is announced', async () => {
    const { master } = await createTeam(database);
    const headers = await authHeaders(app, database, master);
    await warm(headers);
    const other = await openDatabase({ databaseUrl: database.connectionString, dataDir: null });
    try {
      await other.db
        .updateTable('users')
        .set({ disabled_at: new Date() })
        .where('id', '=', master.id)
        .execute();
    } finally {
      await other.close();
    }
    await vi.waitFor(async () => expect((await me(headers)).statusCode).toBe(401), { timeout: 10_000 });
  });

  it('reads the database on every request while its listening connection is down', async () => {
    const { master } = await createTeam(database);
    const headers = await authHeaders(app, database, master);
    expect(await warm(headers)).toBe(0);
    const admin = new pg.Client({ connectionString: database.connectionString });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = 'baro-change-feed' and datname = current_database()`,
      );
    } finally {
      await admin.end();
    }
    // Down: every request reads its caller again; back up (reconnected), memory serves again.
    await vi.waitFor(async () => expect(await warm(headers)).toBeGreaterThan(0), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await warm(headers)).toBe(0), { timeout: 10_000 });
  });
});
