import { type RefObject, useEffect, useRef } from 'react';

/** How far below the viewport the next page starts loading. */
export const LOAD_AHEAD_MARGIN = '400px 0px';

/**
 * Calls `onReach` when `sentinel` comes within {@link LOAD_AHEAD_MARGIN} of the viewport, while
 * `enabled` (there is a next page and none is loading). The observer is made again each time
 * `enabled` turns true, so a sentinel still in view after a short page loads the next one too.
 * Without IntersectionObserver nothing happens: the list's "load more" button remains.
 */
export function useLoadMoreSentinel(
  sentinel: RefObject<Element | null>,
  onReach: () => void,
  enabled: boolean,
): void {
  const reach = useRef(onReach);
  reach.current = onReach;

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach.current();
      },
      { rootMargin: LOAD_AHEAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled]);
}
