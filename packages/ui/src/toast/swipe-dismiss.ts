import { TOAST } from '@baro/core';

/** How far a toast has been dragged, in CSS pixels from where the pointer went down. */
export interface SwipeOffset {
  x: number;
  y: number;
}

/**
 * The movement a toast follows while dragged: sideways in either direction, or down (toasts sit at
 * the bottom of the screen, so dragging them up means nothing). The dominant axis wins.
 */
export function swipeOffset(dx: number, dy: number): SwipeOffset {
  if (Math.abs(dx) >= Math.abs(dy)) return { x: dx, y: 0 };
  return { x: 0, y: Math.max(0, dy) };
}

/**
 * SPEC §9: a toast is dismissed by a swipe of at least 50 px (TOAST.swipeThreshold). Sonner hard-codes
 * 45 px plus a velocity shortcut, so its own swipe is switched off and this rule decides instead.
 */
export function isSwipeDismiss(offset: SwipeOffset, threshold: number = TOAST.swipeThreshold): boolean {
  return Math.max(Math.abs(offset.x), offset.y) >= threshold;
}
