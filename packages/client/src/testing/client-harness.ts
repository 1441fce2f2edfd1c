import type { Language } from '@baro/core';
import { type ApiClientOptions, createApiClient } from '../api/create-api-client.ts';
import type { TimeoutReport } from '../api/timeout-reporting.ts';
import { resolveAppConfig } from '../app-config/resolve-app-config.ts';
import { createTokenStore } from '../session/token-store.ts';
import { createFakeFetch, type FakeHandler } from './fake-fetch.ts';
import { MemoryStorage } from './memory-storage.ts';

export interface HarnessOptions extends Partial<Omit<ApiClientOptions, 'fetch' | 'tokenStore'>> {
  readonly appName?: string;
  readonly env?: Record<string, string>;
  /** Shared with another harness to play a second tab of the same browser. */
  readonly storages?: { local: MemoryStorage; session: MemoryStorage };
}

/** One API client over in-memory storages and a stand-in server, with everything it reports recorded. */
export function createHarness(handler: FakeHandler, options: HarnessOptions = {}) {
  const { appName = 'customer', env = {}, storages, ...clientOptions } = options;
  const local = storages?.local ?? new MemoryStorage();
  const session = storages?.session ?? new MemoryStorage();
  const tokenStore = createTokenStore({ local, session });
  const fetch = createFakeFetch(handler);
  const expired: (string | undefined)[] = [];
  const timeouts: TimeoutReport[] = [];
  let language: Language = 'ko';

  const client = createApiClient({
    config: resolveAppConfig(appName, env),
    getLanguage: () => language,
    tokenStore,
    fetch,
    locks: null,
    onSessionExpired: (backTo) => expired.push(backTo),
    reportTimeout: (report) => timeouts.push(report),
    ...clientOptions,
  });

  return {
    client,
    fetch,
    tokenStore,
    local,
    session,
    expired,
    timeouts,
    setLanguage(next: Language) {
      language = next;
    },
  };
}
