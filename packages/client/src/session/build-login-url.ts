/** The login page (SPEC §2). */
export const LOGIN_PATH = '/login';

/** The login page's parameter naming why the session ended (`/login?reason=ACCOUNT_DISABLED`). */
export const LOGIN_REASON_PARAM = 'reason';

/**
 * Why a session ended, when the login page should say so: only what the person can act on (a
 * disabled account: ask support). An expired or revoked session just asks to log in again.
 */
export const SESSION_END_REASONS = ['ACCOUNT_DISABLED'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** The reason `value` names (an error code, the login page's `reason` parameter), else undefined. */
export function sessionEndReasonOf(value: unknown): SessionEndReason | undefined {
  return SESSION_END_REASONS.find((reason) => reason === value);
}

/** Only used to resolve `backTo` against; any origin that cannot be a real one would do. */
const PROBE_ORIGIN = 'https://baro.invalid';

/**
 * The address of the login page, carrying the page to come back to (SPEC §2):
 * `/login?backTo=%2Fmypage%3Ftab%3D2`, or `/login` when there is nothing usable to come back to.
 *
 * `backTo` is accepted only as a path on this site (`/…`). Anything that a browser would take to
 * another origin is dropped, because the login page sends the user there after logging in (an
 * open redirect): `//evil.com`, `/\evil.com` and `/\t/evil.com` (browsers read backslashes as
 * slashes and drop tabs and newlines), `https://evil.com`, `javascript:…`. The login page itself
 * is dropped too, so that logging in cannot land on the login page again.
 *
 * `loginPath` is for apps served under a prefix (`/admin/login`); `reason` says why the session
 * ended (`&reason=ACCOUNT_DISABLED`), for the login page to tell.
 */
export function buildLoginUrl(
  backTo?: string | null,
  loginPath: string = LOGIN_PATH,
  reason?: SessionEndReason,
): string {
  const path = safeBackTo(backTo, loginPath);
  const query = [
    ...(path === undefined ? [] : [`backTo=${encodeURIComponent(path)}`]),
    ...(reason === undefined ? [] : [`${LOGIN_REASON_PARAM}=${reason}`]),
  ];
  return query.length === 0 ? loginPath : `${loginPath}?${query.join('&')}`;
}

function safeBackTo(backTo: string | null | undefined, loginPath: string): string | undefined {
  if (typeof backTo !== 'string' || !backTo.startsWith('/')) return undefined;
  // Backslashes and control characters have no business in a path and are how `//` gets smuggled.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(backTo) || backTo.startsWith('//')) return undefined;
  if (!URL.canParse(backTo, PROBE_ORIGIN)) return undefined;
  const url = new URL(backTo, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN || url.pathname === loginPath) return undefined;
  return backTo;
}
