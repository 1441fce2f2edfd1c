import type { UserProfile } from '@baro/core';

// Who may use a floor app and where its login goes back to: the apps' gates and paths read these
// on the first page, so they live apart from the login call and its contract (zod loads with the
// login page only, issue 12).

/**
 * Who may use the floor apps (issue 15): a warehouse worker (who sees only their warehouse; the
 * API scopes every call by the token) or Baro staff (every warehouse).
 */
export const isFloorUser = (user: UserProfile): boolean => user.kind === 'worker' || user.kind === 'staff';

/**
 * The app path of a `backTo` document address, when it is a page of the app served at `basename`
 * other than its login page (`/warehouse/orders?status=packed` → `/orders?status=packed`); null for
 * anything else, so logging in never leaves the app for an address someone put in the link.
 */
export function appPathWithin(
  basename: string,
  loginPath: string,
  backTo: string | null | undefined,
): string | null {
  if (typeof backTo !== 'string' || backTo.startsWith('//') || /[\\\s]/.test(backTo)) return null;
  if (backTo !== basename && !backTo.startsWith(`${basename}/`) && !backTo.startsWith(`${basename}?`))
    return null;
  const path = backTo.slice(basename.length) || '/';
  const appPath = path.startsWith('/') ? path : `/${path}`;
  if (appPath === loginPath || appPath.startsWith(`${loginPath}?`)) return null;
  return appPath;
}
