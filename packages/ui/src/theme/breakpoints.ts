import { BREAKPOINTS } from '@baro/core';

// Mantine reads breakpoints as `min-width` thresholds in em (`hiddenFrom="sm"` hides at
// `min-width: theme.breakpoints.sm`). SPEC §9's mobile and tablet values are `max-width` upper
// bounds (767.98, 991.98), so their min-width counterpart is the next whole pixel (768, 992).
const PX_PER_EM = 16;

/** Converts a pixel width to the em string Mantine expects (`768` → `'48em'`). */
export function pxToEm(px: number): string {
  return `${px / PX_PER_EM}em`;
}

/** The first width above an upper-bound breakpoint: 767.98 → 768. */
function minWidthAbove(upperBound: number): number {
  return Math.ceil(upperBound);
}

/**
 * Mantine's breakpoint keys mapped onto SPEC §9: `xs` starts above mobile, `sm` above tablet, then
 * laptop, desktop, wide and ultra-wide. Use `hiddenFrom="sm"` for "only under the tablet breakpoint".
 */
export const MANTINE_BREAKPOINTS = Object.freeze({
  xs: pxToEm(minWidthAbove(BREAKPOINTS.mobile)),
  sm: pxToEm(minWidthAbove(BREAKPOINTS.tablet)),
  md: pxToEm(BREAKPOINTS.laptop),
  lg: pxToEm(BREAKPOINTS.desktop),
  xl: pxToEm(BREAKPOINTS.wide),
  xxl: pxToEm(BREAKPOINTS.ultraWide),
});

/** Media queries for code that must branch in JavaScript (toast position) or in generated CSS. */
export const MEDIA_QUERIES = Object.freeze({
  mobile: `(max-width: ${BREAKPOINTS.mobile}px)`,
  belowTablet: `(max-width: ${BREAKPOINTS.tablet}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
});
