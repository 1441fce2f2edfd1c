import { LoadingState } from '@baro/ui';
import { useEffect } from 'react';

/**
 * Paths served by the other web apps on this origin (DESIGN §2, apps/api/src/http/web-apps.ts): the
 * partner app at /partner, and the staff, warehouse and handheld apps at /admin, /warehouse and
 * /handheld as they come. The customer router does not know them, so the login page — the one login
 * of every app — reaches them with a full page load when they are its `backTo`
 * (`/login?backTo=/partner/bids`).
 */
export const OTHER_APP_PREFIXES: readonly string[] = ['/partner', '/admin', '/warehouse', '/handheld'];

/** True for `/partner`, `/partner/…` (with any query), not for `/partners-guide`. */
export function isOtherAppPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return OTHER_APP_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Leaves for `path` with a full page load, the login page not kept in the history. */
export function leaveFor(path: string, location: Pick<Location, 'replace'> = globalThis.location): void {
  location.replace(path);
}

/** Renders a spinner while leaving for `path` (another app of this site). */
export function LeaveFor({ path }: { path: string }) {
  useEffect(() => leaveFor(path), [path]);
  return <LoadingState />;
}
