import { appPathWithin } from '@baro/client';

/** Where the handheld app is served; the router's basename (apps/api serves it under /handheld/). */
export const BASENAME = '/handheld';

/** Every path the handheld app routes, relative to {@link BASENAME}: one task per screen. */
export const paths = {
  home: '/',
  login: '/login',
  receive: '/receive',
  move: '/move',
  count: '/count',
  pick: '/pick',
  queue: '/queue',
  notFound: '*',
} as const;

/** The login page as a document address (the API client and the gate leave for it with a page load). */
export const LOGIN_DOCUMENT_PATH = `${BASENAME}${paths.login}`;

/** The document address of an app path: `/move` → `/handheld/move`. */
export function toDocumentPath(appPath: string): string {
  if (appPath === '' || appPath === '/') return `${BASENAME}/`;
  return `${BASENAME}${appPath.startsWith('/') ? '' : '/'}${appPath}`;
}

/** The app path of a `backTo` document address of this app (not its login page), else null. */
export const appPathOf = (backTo: string | null | undefined): string | null =>
  appPathWithin(BASENAME, paths.login, backTo);
