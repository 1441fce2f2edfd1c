import type { UserKind } from '@baro/core';
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

/** The apps each kind of user works in, the first being where they land by default. */
const APPS_OF_KIND: Readonly<Record<Exclude<UserKind, 'customer'>, readonly string[]>> = {
  partner: ['/partner'],
  staff: ['/admin', '/warehouse', '/handheld'],
  worker: ['/warehouse', '/handheld'],
};

function isUnder(path: string, prefix: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Where the one login page sends someone after logging in (issue 18: never a partner, staff member
 * or worker into the customer's my page): `backTo` when it is in an app their kind works in, else
 * that kind's own app (`/partner/`, `/admin/`, `/warehouse/`); customers go to `backTo` or home,
 * never into another app.
 */
export function landingAfterLogin(kind: UserKind, backTo: string | null, home: string): string {
  if (kind === 'customer') return backTo && !isOtherAppPath(backTo) ? backTo : home;
  const apps = APPS_OF_KIND[kind];
  if (backTo && apps.some((prefix) => isUnder(backTo, prefix))) return backTo;
  return `${apps[0]}/`;
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
