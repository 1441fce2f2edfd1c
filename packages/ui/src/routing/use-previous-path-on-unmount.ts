import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The session-storage key of the path the shell showed last (SPEC §2). */
export const PREVIOUS_PATH_STORAGE_KEY = 'previousPath';

/** The part of the Web Storage API used here. */
export interface PathStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * When the shell goes away (it unmounts, or the page itself goes: a full page load, a reload),
 * stores the path it showed (path and query) in session storage under
 * {@link PREVIOUS_PATH_STORAGE_KEY} (SPEC §2), e.g. for a page outside the shell to offer a way
 * back. A storage that throws (private mode) only means nothing is stored.
 *
 * `readPagePath` gives the path when the page goes away; the app passes the document's own
 * address (`location.pathname + location.search`), which is right even when the page goes a few
 * milliseconds after a route change that React has not rendered yet. Without it, the router's
 * location as last rendered is used.
 */
export function usePreviousPathOnUnmount(
  storage: PathStorage | null = browserSessionStorage(),
  readPagePath?: () => string,
): void {
  const { pathname, search } = useLocation();
  const current = useRef(pathname + search);
  const target = useRef(storage);
  const readPage = useRef(readPagePath);
  readPage.current = readPagePath;

  useEffect(() => {
    current.current = pathname + search;
  }, [pathname, search]);

  useEffect(() => {
    target.current = storage;
  }, [storage]);

  useEffect(() => {
    const store = (path: string) => {
      try {
        target.current?.setItem(PREVIOUS_PATH_STORAGE_KEY, path);
      } catch {
        // Storage blocked or full: nothing to do.
      }
    };
    // A full page load (the login redirect, a reload, leaving the site) takes the shell away
    // without React unmounting anything: `pagehide` is its last moment.
    const onPageHide = () => store(readPage.current?.() ?? current.current);
    const view = typeof window === 'undefined' ? null : window;
    view?.addEventListener('pagehide', onPageHide);
    return () => {
      view?.removeEventListener('pagehide', onPageHide);
      store(current.current);
    };
  }, []);
}

/** The path stored by usePreviousPathOnUnmount, or null. */
export function readPreviousPath(storage: PathStorage | null = browserSessionStorage()): string | null {
  try {
    return storage?.getItem(PREVIOUS_PATH_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function browserSessionStorage(): PathStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
