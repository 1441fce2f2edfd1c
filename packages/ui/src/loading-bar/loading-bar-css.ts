import { BREAKPOINTS, LOADING_BAR } from '@baro/core';

/** The timings of the bar, shared by the CSS and the component's timers. */
export const LOADING_BAR_TIMING = Object.freeze({
  trickleMs: 250,
  /** Time for the width to run to 100 % after the route change ends. */
  completeMs: 200,
  /** Time for the full bar to fade out. */
  fadeMs: 250,
});

/**
 * The bar's stylesheet, built from the SPEC §9 constants so no value is written twice: blue, 3 px
 * high, 2 px below the mobile breakpoint (767.98 px), no movement for reduced-motion users.
 */
export function loadingBarCss(): string {
  const { completeMs, fadeMs } = LOADING_BAR_TIMING;
  return [
    '.baro-loading-bar{position:fixed;top:0;left:0;right:0;z-index:10000;pointer-events:none;',
    `height:${LOADING_BAR.heightDesktop}px;transition:opacity ${fadeMs}ms ease;}`,
    '.baro-loading-bar[data-state="done"]{opacity:0;}',
    '.baro-loading-bar__fill{height:100%;width:100%;transform-origin:0 50%;',
    `background:${LOADING_BAR.color};transition:transform ${completeMs}ms ease-out;}`,
    `@media (max-width:${BREAKPOINTS.mobile}px){.baro-loading-bar{height:${LOADING_BAR.heightMobile}px;}}`,
    '@media (prefers-reduced-motion:reduce){.baro-loading-bar,.baro-loading-bar__fill{transition:none;}}',
  ].join('');
}
