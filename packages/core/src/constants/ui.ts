/**
 * Toast notifications (SPEC §2, §9): shown for 5 s, dismissed by a swipe of 50 px, at the bottom
 * centre on mobile and the bottom right on wider screens.
 */
export const TOAST = Object.freeze({
  durationMs: 5000,
  swipeThreshold: 50,
  positionMobile: 'bottom-center',
  positionDesktop: 'bottom-right',
} as const);

/** The thin top loading bar shown during route changes (SPEC §2, §9); heights in px. */
export const LOADING_BAR = Object.freeze({
  color: '#2563EB',
  heightMobile: 2,
  heightDesktop: 3,
} as const);
