import { type SessionEndReason, sessionEndReasonOf } from './build-login-url.ts';
import type { TokenStore } from './token-store.ts';

export interface SessionEnderOptions {
  readonly tokenStore: TokenStore;
  /**
   * Sends the user to login (the app does the navigation: `location.assign(buildLoginUrl(backTo,
   * loginPath, reason))`); `reason` when the refusal was one the login page should name.
   */
  readonly onSessionExpired: (backTo?: string, reason?: SessionEndReason) => void;
  /** The path to come back to after logging in; undefined when unknown. */
  readonly currentPath?: (() => string | undefined) | undefined;
}

/**
 * Ends the session a request was sent with: clears the tokens and tells the app to go to login
 * (SPEC §4, §8). The argument is the access token the failed request was sent with (null when
 * it was sent without one), and it matters:
 *
 * - If storage now holds a different session (a new login, or a refresh in another tab), the
 *   failure belongs to a session that is already gone: nothing is cleared and nobody is sent away.
 * - When several requests of one session fail together, the app hears about it once.
 *
 * `cause` is the refusal that ended it (an ApiError): a disabled account is passed on as the
 * reason, so the login page says why instead of just asking to log in again.
 */
export function createSessionEnder(
  options: SessionEnderOptions,
): (sentAccessToken: string | null, cause?: unknown) => void {
  let lastEnded: string | undefined;

  return (sentAccessToken, cause) => {
    const stored = options.tokenStore.read();
    if (stored && stored.accessToken !== sentAccessToken) return;
    if (stored) options.tokenStore.clear();
    // Requests sent without a session cannot be told apart from one another: each one tells.
    if (sentAccessToken !== null && sentAccessToken === lastEnded) return;
    lastEnded = sentAccessToken ?? undefined;
    const reason = sessionEndReasonOf((cause as { code?: unknown } | null | undefined)?.code);
    options.onSessionExpired(options.currentPath?.() ?? undefined, reason);
  };
}
