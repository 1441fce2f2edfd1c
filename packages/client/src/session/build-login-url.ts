/** The login page (SPEC §2). */
export const LOGIN_PATH = '/login';

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
 * `loginPath` is for apps served under a prefix (`/admin/login`).
 */
export function buildLoginUrl(backTo?: string | null, loginPath: string = LOGIN_PATH): string {
  const path = safeBackTo(backTo, loginPath);
  return path === undefined ? loginPath : `${loginPath}?backTo=${encodeURIComponent(path)}`;
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
