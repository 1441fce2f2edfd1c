import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { OverlayHandlers } from './overlay-stack.ts';
import { useOverlayStack } from './overlay-stack-context.ts';

export interface UseOverlayOptions extends OverlayHandlers {
  /** Registered on the stack while true, in the order overlays open. */
  opened: boolean;
  /** Make the page behind inert and lock its scroll while open. @default false */
  modal?: boolean;
}

export interface OverlayState {
  /** True while this overlay is open and nothing opened after it is still open. */
  isTop: boolean;
  /** 0 for the bottom overlay, -1 while closed. */
  depth: number;
}

/**
 * Puts an overlay on the stack while `opened`. Escape then calls this overlay's `onSubClose` (if
 * set) or `onClose` — but only while it is the top overlay and no dialog is present. Unmounting
 * removes it, so a page that disappears with an overlay open leaves nothing behind.
 */
export function useOverlay({ opened, onClose, onSubClose, modal = false }: UseOverlayOptions): OverlayState {
  const stack = useOverlayStack();
  const handlers = useRef<OverlayHandlers>({ onClose, onSubClose });

  // Layout effect: the handlers are current before the browser can deliver the next key press.
  useLayoutEffect(() => {
    handlers.current = { onClose, onSubClose };
  });

  useEffect(() => {
    if (!opened) return;
    stack.open(handlers, { modal });
    return () => stack.close(handlers);
  }, [opened, modal, stack]);

  const entries = useSyncExternalStore(stack.subscribe, stack.entries, stack.entries);
  const depth = entries.findIndex((entry) => entry.handlers === handlers);
  return { depth, isTop: depth !== -1 && depth === entries.length - 1 };
}
