import type { TokenPair } from '@baro/core';
import type { TokenStore } from './token-store.ts';
import { type LockManagerLike, SESSION_REFRESH_LOCK } from './web-locks.ts';

/** What a request that got a 401 learns from the refresh. */
export type RefreshOutcome =
  | { readonly ok: true; readonly accessToken: string }
  /** The session has been ended; `error` is why the refresh call failed, absent when none was possible. */
  | { readonly ok: false; readonly error?: unknown };

export interface SessionRefresherOptions {
  readonly tokenStore: TokenStore;
  /** The refresh call itself (`POST {authBase}/auth/refresh`). */
  readonly refresh: (tokens: TokenPair) => Promise<TokenPair>;
  /** Serialises refreshes across tabs; without it, only the requests of this tab share one refresh. */
  readonly locks?: LockManagerLike | undefined;
  /** Clears the tokens and sends the user to login, saying why when `cause` is a reason to (see createSessionEnder). */
  readonly endSession: (sentAccessToken: string | null, cause?: unknown) => void;
}

/**
 * The single refresh of SPEC §4. A rotating refresh token may be used once, so two refreshes with
 * the same token end the session (STYLE: the pitfall of token refresh without a single in-flight
 * promise). Hence two guards:
 *
 * 1. In this tab, every request that gets a 401 while a refresh is under way waits for that
 *    same refresh instead of starting its own.
 * 2. Across tabs, the refresh runs under a Web Lock. Inside it the tokens are read again: if they
 *    are no longer the ones the request was sent with, another tab (or an earlier refresh here)
 *    has already refreshed, and the new token is used without calling the server.
 *
 * The returned function takes the access token the failed request was sent with (null for none)
 * and never rejects for a failed refresh: the outcome says whether to retry, and with which
 * token. On failure the session has already been ended, once, however many requests waited.
 */
export function createSessionRefresher(
  options: SessionRefresherOptions,
): (sentAccessToken: string | null) => Promise<RefreshOutcome> {
  const { tokenStore } = options;
  let inFlight: Promise<RefreshOutcome> | undefined;

  async function refreshUnderLock(sentAccessToken: string | null): Promise<RefreshOutcome> {
    const stored = tokenStore.read();
    if (stored && stored.accessToken !== sentAccessToken) {
      return { ok: true, accessToken: stored.accessToken };
    }
    if (!stored?.refreshToken) {
      options.endSession(sentAccessToken);
      return { ok: false };
    }
    let next: TokenPair;
    try {
      next = await options.refresh({ accessToken: stored.accessToken, refreshToken: stored.refreshToken });
    } catch (error) {
      options.endSession(stored.accessToken, error);
      return { ok: false, error };
    }
    // False when the user logged out while the call was under way (or storage refused the
    // write): the new tokens cannot be kept, so the session is over.
    if (!tokenStore.replace(next)) {
      options.endSession(stored.accessToken);
      return { ok: false };
    }
    tokenStore.markTeamInvitationCheck();
    return { ok: true, accessToken: next.accessToken };
  }

  async function refreshOnce(sentAccessToken: string | null): Promise<RefreshOutcome> {
    const { locks } = options;
    if (!locks) return refreshUnderLock(sentAccessToken);
    let granted = false;
    try {
      return await locks.request(SESSION_REFRESH_LOCK, () => {
        granted = true;
        return refreshUnderLock(sentAccessToken);
      });
    } catch (error) {
      // A lock manager that refuses (a document being torn down) must not cost the session:
      // refresh without it; the server's grace period covers a race with another tab.
      if (granted) throw error;
      return refreshUnderLock(sentAccessToken);
    }
  }

  return (sentAccessToken) => {
    inFlight ??= refreshOnce(sentAccessToken).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
