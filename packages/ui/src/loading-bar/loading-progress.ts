/** Where the bar starts when a route change starts, as a fraction of the width. */
export const START_PROGRESS = 0.08;
/** The bar never claims more than this until the route change has really finished. */
export const TRICKLE_CEILING = 0.9;
/** Each trickle step covers this share of the remaining distance to the ceiling. */
const TRICKLE_SHARE = 0.12;

/**
 * One trickle step: quick at first, slowing as it nears 90 %, never reaching it. The user sees
 * movement on a slow network without the bar pretending the page is almost there.
 */
export function trickle(progress: number): number {
  // A tick that lands after the route change finished must not pull a full bar back to 90 %.
  if (progress >= TRICKLE_CEILING) return progress;
  const next = progress + (TRICKLE_CEILING - progress) * TRICKLE_SHARE;
  // Stop creeping once the step is below a hundredth of a percent.
  return TRICKLE_CEILING - next < 0.0001 ? TRICKLE_CEILING : next;
}
