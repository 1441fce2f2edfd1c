import { afterAll, beforeAll, beforeEach } from 'vitest';
import { authHeaders, type TestUser } from './accounts.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface UseTestAppOptions extends TestAppOptions {
  /**
   * 'each' (default): every test starts from empty tables. 'never': the file's tests share what
   * earlier ones wrote (a walk over one world built in `beforeAll`).
   */
  reset?: 'each' | 'never';
}

export interface TestAppFixture {
  /** The real app on this file's database, ready for `app.inject`. */
  readonly app: TestApp;
  /** This file's own copy of the migrated database. */
  readonly database: TestDatabase;
  /** `{ authorization: 'Bearer …' }` for `user` on a fresh session (fresh on every call, so a test may move the clock). */
  as(user: TestUser): Promise<Record<string, string>>;
}

/**
 * The API under test for one file (or one `describe`): a copy of the run's migrated database
 * (ADR 0004), the app built on it before the first test, closed after the last, tables emptied
 * before each test unless `reset: 'never'`. Options may be a function, for values that exist only
 * once another `beforeAll` has run (a mail server's URL).
 *
 *     const t = useTestApp();
 *     it('…', async () => { const response = await t.app.inject({ url: '/api/health' }); });
 */
export function useTestApp(options: UseTestAppOptions | (() => UseTestAppOptions) = {}): TestAppFixture {
  let app: TestApp | undefined;
  let database: TestDatabase | undefined;
  let resetEach = true;

  beforeAll(async () => {
    const { reset, ...appOptions } = typeof options === 'function' ? options() : options;
    resetEach = reset !== 'never';
    database = await createTestDatabase();
    app = await createTestApp(database, appOptions);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    if (resetEach) await database?.reset();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`useTestApp: ${what} is made in beforeAll; use it inside a test or hook`);
    return value;
  };
  return {
    get app() {
      return need(app, 'the app');
    },
    get database() {
      return need(database, 'the database');
    },
    as: (user) => authHeaders(need(app, 'the app'), need(database, 'the database'), user),
  };
}
