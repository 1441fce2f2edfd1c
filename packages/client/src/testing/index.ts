// `@baro/client/testing`: what the web apps' tests share. Vitest only (the fake replaces the
// global `fetch` through `vi.stubGlobal`, undone by `vi.unstubAllGlobals()`); stories use
// `@baro/client/fake-api`, which has no test runner in it.
import { vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeHandlers } from './fake-api.ts';

export { describeCatalogs, flattenCatalog } from './describe-catalogs.ts';
export {
  createFakeApi,
  createFakeApiClient,
  type FakeAnswer,
  type FakeApi,
  type FakeHandler,
  type FakeHandlers,
  type SentRequest,
} from './fake-api.ts';
export { memorySession, pageOf, userProfileFixture } from './fixtures.ts';
export { MemoryStorage, memoryStorage } from './memory-storage.ts';

/**
 * Replaces `fetch` with answers keyed by `METHOD /path` (`'POST /api/auth/login'`), so screens run
 * against the app's real API client without a server. An unknown request answers 404
 * ROUTE_NOT_FOUND and is recorded, so a test can say which calls were made. Undo with
 * `vi.unstubAllGlobals()` after each test.
 */
export function fakeApi(handlers: FakeHandlers): Pick<FakeApi, 'requests' | 'sent'> {
  const api = createFakeApi(handlers);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return { requests: api.requests, sent: api.sent };
}
