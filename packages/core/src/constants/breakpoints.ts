/**
 * Layout breakpoints in CSS pixels (SPEC §9). `mobile` and `tablet` are upper bounds for
 * `max-width` queries: the .98 keeps them from overlapping `min-width: 768px` / `992px` at
 * fractional zoom levels. The others are lower bounds for `min-width` queries: `laptop` 1024,
 * `desktop` 1279, `wide` 1440, `ultraWide` 1920.
 */
export const BREAKPOINTS = Object.freeze({
  mobile: 767.98,
  tablet: 991.98,
  laptop: 1024,
  desktop: 1279,
  wide: 1440,
  ultraWide: 1920,
} as const);

/** A breakpoint name. */
export type Breakpoint = keyof typeof BREAKPOINTS;
