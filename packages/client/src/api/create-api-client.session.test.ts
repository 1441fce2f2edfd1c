import { describe, expect, test } from 'vitest';
import { createHarness } from '../testing/client-harness.ts';
import { deferred, jsonResponse, type RecordedCall } from '../testing/fake-fetch.ts';
import { MemoryStorage } from '../testing/memory-storage.ts';
import { createSerialLocks } from '../testing/serial-locks.ts';
import { ApiError } from './request-errors.ts';

const OLD = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const NEW = { accessToken: 'access-2', refreshToken: 'refresh-2' };
const REFRESH_URL = '/api/auth/refresh';

interface ServerOptions {
  /** Held until resolved, so the test decides when the refresh answers. */
  holdRefresh?: Promise<void>;
  /** The refresh answers 401 SESSION_REVOKED. */
  revoke?: boolean;
  /** Every other call answers 401, whatever the token. */
  refuseAll?: boolean;
  /** Runs when a call other than the refresh arrives, before it is answered. */
  onCall?: (call: RecordedCall) => void;
}

/**
 * A stand-in API: `access-1` has expired, `access-2` is good, and the refresh turns the old pair
 * into the new one (only once: a second refresh with `refresh-1` is answered as a reuse).
 */
function createServer(options: ServerOptions = {}) {
  const refreshes: RecordedCall[] = [];
  let rotated = false;
  const handler = async (call: RecordedCall): Promise<Response> => {
    if (call.url === REFRESH_URL) {
      refreshes.push(call);
      await options.holdRefresh;
      if (options.revoke || rotated) {
        return jsonResponse(401, { code: 'SESSION_REVOKED', message: '로그인 세션이 종료되었습니다.' });
      }
      rotated = true;
      return jsonResponse(200, NEW);
    }
    options.onCall?.(call);
    if (!options.refuseAll && call.headers.authorization === `Bearer ${NEW.accessToken}`) {
      return jsonResponse(200, { url: call.url });
    }
    return jsonResponse(401, { code: 'SESSION_EXPIRED', message: '로그인 시간이 만료되었습니다.' });
  };
  return { handler, refreshes };
}

const paths = Array.from({ length: 10 }, (_, index) => `/items/${index}`);

/** The bearer tokens each path was sent with, in order. */
function bearersByPath(calls: readonly RecordedCall[]): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const call of calls) {
    if (call.url === REFRESH_URL) continue;
    byPath[call.url] = [...(byPath[call.url] ?? []), call.headers.authorization ?? ''];
  }
  return byPath;
}

async function settle<T>(promises: Promise<T>[]) {
  return Promise.allSettled(promises);
}

describe('401 in the customer app (SPEC §4)', () => {
  test.each([
    [false, 'session'],
    [true, 'local'],
  ] as const)(
    '10 simultaneous 401s → one refresh, each retried once (keep=%s, tokens in %s)',
    async (keep, where) => {
      const hold = deferred();
      const server = createServer({ holdRefresh: hold.promise });
      const harness = createHarness(server.handler, { currentPath: () => '/mypage' });
      harness.tokenStore.save(OLD, { keep });

      const pending = settle(paths.map((path) => harness.client.get('shipping', path)));
      // Let every first attempt come back 401 while the refresh is still out.
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(harness.fetch.calls.filter((call) => call.url !== REFRESH_URL)).toHaveLength(10);
      expect(server.refreshes).toHaveLength(1);
      hold.resolve();
      const results = await pending;

      expect(results.map((result) => result.status)).toEqual(Array(10).fill('fulfilled'));
      expect(results.map((result) => (result.status === 'fulfilled' ? result.value : undefined))).toEqual(
        paths.map((path) => ({ url: `/api${path}` })),
      );
      expect(server.refreshes).toHaveLength(1);
      expect(server.refreshes[0]?.body).toEqual(OLD);
      const expected = Object.fromEntries(
        paths.map((path) => [`/api${path}`, ['Bearer access-1', 'Bearer access-2']]),
      );
      expect(bearersByPath(harness.fetch.calls)).toEqual(expected);

      expect(harness.tokenStore.read()).toEqual({ ...NEW, location: where });
      const other = where === 'local' ? harness.session : harness.local;
      expect(other.getItem('accessToken')).toBeNull();
      expect(harness.local.getItem('needCheckTeamInvitation')).toBe('true');
      expect(harness.expired).toEqual([]);
    },
  );

  test('a 401 that arrives after the refresh uses the new token without refreshing again', async () => {
    const late = deferred();
    const server = createServer();
    const harness = createHarness(async (call) => {
      if (call.url === '/api/late' && call.headers.authorization === 'Bearer access-1') await late.promise;
      return server.handler(call);
    });
    harness.tokenStore.save(OLD, { keep: true });

    const slow = harness.client.get('shipping', '/late');
    await harness.client.get('shipping', '/early');
    expect(server.refreshes).toHaveLength(1);
    late.resolve();
    await expect(slow).resolves.toEqual({ url: '/api/late' });
    expect(server.refreshes).toHaveLength(1);
  });

  test('a failed refresh clears the tokens, sends the user to login with backTo, rejects every waiting request', async () => {
    const hold = deferred();
    const server = createServer({ holdRefresh: hold.promise, revoke: true });
    const harness = createHarness(server.handler, { currentPath: () => '/mypage/orders?page=2' });
    harness.tokenStore.save(OLD, { keep: true });
    harness.tokenStore.clearTeamInvitationCheck();

    const pending = settle(paths.map((path) => harness.client.get('shipping', path)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    hold.resolve();
    const results = await pending;

    expect(server.refreshes).toHaveLength(1);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.status).toBe(401);
      expect(reason.code).toBe('SESSION_REVOKED');
    }
    expect(harness.tokenStore.read()).toBeNull();
    expect(harness.local.items.size).toBe(0);
    expect(harness.expired).toEqual(['/mypage/orders?page=2']);
    // Nothing was retried.
    expect(harness.fetch.calls).toHaveLength(11);
  });

  test('a refresh that gets no answer ends the session too', async () => {
    const server = createServer();
    const harness = createHarness((call) => {
      if (call.url === REFRESH_URL) throw new TypeError('Failed to fetch');
      return server.handler(call);
    });
    harness.tokenStore.save(OLD, { keep: false });
    await expect(harness.client.get('shipping', '/x')).rejects.toMatchObject({ name: 'NetworkError' });
    expect(harness.tokenStore.read()).toBeNull();
    expect(harness.expired).toEqual([undefined]);
  });

  test('a second 401 after the retry ends the session instead of refreshing again', async () => {
    const server = createServer({ refuseAll: true });
    const harness = createHarness(server.handler, { currentPath: () => '/fulfillment/sku' });
    harness.tokenStore.save(OLD, { keep: true });

    const results = await settle(paths.slice(0, 3).map((path) => harness.client.get('shipping', path)));

    expect(server.refreshes).toHaveLength(1);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(((results[0] as PromiseRejectedResult).reason as ApiError).code).toBe('SESSION_EXPIRED');
    expect(harness.fetch.calls.filter((call) => call.url !== REFRESH_URL)).toHaveLength(6);
    expect(harness.tokenStore.read()).toBeNull();
    expect(harness.expired).toEqual(['/fulfillment/sku']);
  });

  test('a 401 without a stored session goes to login without a refresh call', async () => {
    const server = createServer();
    const harness = createHarness(server.handler, { currentPath: () => '/mypage' });
    await expect(harness.client.get('shipping', '/users/me')).rejects.toMatchObject({ status: 401 });
    expect(server.refreshes).toHaveLength(0);
    expect(harness.expired).toEqual(['/mypage']);
  });

  test('a stored access token without a refresh token cannot be refreshed', async () => {
    const server = createServer();
    const local = new MemoryStorage();
    local.setItem('accessToken', 'access-1');
    const harness = createHarness(server.handler, { storages: { local, session: new MemoryStorage() } });
    await expect(harness.client.get('shipping', '/users/me')).rejects.toBeInstanceOf(ApiError);
    expect(server.refreshes).toHaveLength(0);
    expect(local.getItem('accessToken')).toBeNull();
    expect(harness.expired).toEqual([undefined]);
  });

  test.each([
    ['/auth/login', { email: 'a@b.kr', password: 'wrong' }],
    ['/auth/logout', { refreshToken: 'refresh-1' }],
    ['auth/refresh', OLD],
  ])('a 401 from %s is an answer, not a reason to refresh', async (path, body) => {
    const server = createServer({ revoke: true });
    const harness = createHarness(server.handler);
    harness.tokenStore.save(OLD, { keep: true });
    await expect(harness.client.post('shipping', path, body)).rejects.toBeInstanceOf(ApiError);
    expect(harness.fetch.calls).toHaveLength(1);
    expect(harness.tokenStore.read()?.accessToken).toBe('access-1');
    expect(harness.expired).toEqual([]);
  });

  test('other failures pass through untouched', async () => {
    const harness = createHarness(() => jsonResponse(403, { code: 'FORBIDDEN', message: '권한 없음' }));
    harness.tokenStore.save(OLD, { keep: true });
    await expect(harness.client.get('shipping', '/x')).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(harness.fetch.calls).toHaveLength(1);
    expect(harness.tokenStore.read()).not.toBeNull();
  });
});

describe('401 in the other apps (SPEC §4: straight to login)', () => {
  test.each(['admin', 'partner', 'warehouse', 'handheld'])('%s never calls refresh', async (appName) => {
    const server = createServer();
    const harness = createHarness(server.handler, { appName, currentPath: () => '/orders' });
    harness.tokenStore.save(OLD, { keep: true });

    const results = await settle(paths.slice(0, 5).map((path) => harness.client.get('shipping', path)));

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(server.refreshes).toHaveLength(0);
    expect(harness.fetch.calls).toHaveLength(5);
    expect(harness.tokenStore.read()).toBeNull();
    expect(harness.expired).toEqual(['/orders']);
  });

  test('a late 401 from an old session does not log out a new one', async () => {
    const held = deferred();
    const harness = createHarness(
      async () => {
        await held.promise;
        return jsonResponse(401, { code: 'SESSION_EXPIRED', message: 'x' });
      },
      { appName: 'admin' },
    );
    harness.tokenStore.save(OLD, { keep: true });
    const pending = harness.client.get('admin', '/users');
    harness.tokenStore.save(NEW, { keep: true });
    held.resolve();
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(harness.tokenStore.read()?.accessToken).toBe('access-2');
    expect(harness.expired).toEqual([]);
  });
});

describe('across tabs (Web Locks)', () => {
  test("two tabs that get a 401 at once → one refresh; the second tab uses the first tab's token", async () => {
    const hold = deferred();
    const server = createServer({ holdRefresh: hold.promise });
    const storages = { local: new MemoryStorage(), session: new MemoryStorage() };
    const locks = createSerialLocks();
    const tabA = createHarness(server.handler, { storages, locks });
    const tabB = createHarness(server.handler, { storages, locks });
    tabA.tokenStore.save(OLD, { keep: true });

    const pending = Promise.all([
      tabA.client.get('shipping', '/a'),
      tabB.client.get('shipping', '/b'),
      tabA.client.get('shipping', '/c'),
      tabB.client.get('shipping', '/d'),
    ]);
    // Both tabs have had their 401s; one holds the lock and is refreshing, the other waits for it.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.refreshes).toHaveLength(1);
    expect(locks.granted).toHaveLength(1);
    hold.resolve();
    const results = await pending;

    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }, { url: '/api/d' }]);
    expect(server.refreshes).toHaveLength(1);
    expect(locks.granted).toEqual(['baro.session.refresh', 'baro.session.refresh']);
    expect(tabB.tokenStore.read()).toEqual({ ...NEW, location: 'local' });
    expect(tabA.expired).toEqual([]);
    expect(tabB.expired).toEqual([]);
  });

  test('without the lock, the same two tabs would refresh twice (what the lock prevents)', async () => {
    const storages = { local: new MemoryStorage(), session: new MemoryStorage() };
    const hold = deferred();
    const slowServer = createServer({ holdRefresh: hold.promise });
    const tabA = createHarness(slowServer.handler, { storages });
    const tabB = createHarness(slowServer.handler, { storages });
    tabA.tokenStore.save(OLD, { keep: true });
    const pending = settle([tabA.client.get('shipping', '/a'), tabB.client.get('shipping', '/b')]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    hold.resolve();
    await pending;
    // The second refresh presents a rotated token; a server without a grace period revokes it.
    expect(slowServer.refreshes).toHaveLength(2);
  });

  test('when another tab refreshed meanwhile, the waiting tab uses the new token without calling refresh', async () => {
    const storages = { local: new MemoryStorage(), session: new MemoryStorage() };
    const otherTab = createHarness(() => jsonResponse(200, {}), { storages });
    const server = createServer({
      // While this request is on its way, another tab refreshes and stores the new pair.
      onCall: (call) => {
        if (call.headers.authorization === 'Bearer access-1') otherTab.tokenStore.replace(NEW);
      },
    });
    const tab = createHarness(server.handler, { storages, locks: createSerialLocks() });
    tab.tokenStore.save(OLD, { keep: false });

    await expect(tab.client.get('shipping', '/x')).resolves.toEqual({ url: '/api/x' });
    expect(server.refreshes).toHaveLength(0);
    expect(bearersByPath(tab.fetch.calls)).toEqual({ '/api/x': ['Bearer access-1', 'Bearer access-2'] });
    expect(tab.tokenStore.read()).toEqual({ ...NEW, location: 'session' });
  });

  test('a lock manager that refuses does not cost the session', async () => {
    const server = createServer();
    const harness = createHarness(server.handler, {
      locks: { request: () => Promise.reject(new DOMException('gone', 'InvalidStateError')) },
    });
    harness.tokenStore.save(OLD, { keep: true });
    await expect(harness.client.get('shipping', '/x')).resolves.toEqual({ url: '/api/x' });
    expect(server.refreshes).toHaveLength(1);
  });
});
