import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
/** SPEC §2: the schedule screens keep their scroll position (their filters page in place). */
export function shouldScrollToTop(pathname: string): boolean {
  return !pathname.includes('/forwarding/schedule');
}

/**
 * Scrolls the page to the top after a route change (a new path; a new query string or hash on
 * the same path is not a route change), except when the new path contains
 * `/forwarding/schedule` (SPEC §2). The first render does not scroll: the browser has placed a
 * freshly loaded page already.
 */
export function useScrollToTopOnNavigate(
  scrollToTop: () => void = () => window.scrollTo({ top: 0, left: 0 }),
): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const scroll = useRef(scrollToTop);
  scroll.current = scrollToTop;

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (shouldScrollToTop(pathname)) scroll.current();
  }, [pathname]);
}
