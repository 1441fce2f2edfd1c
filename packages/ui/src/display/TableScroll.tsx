import type { ReactNode } from 'react';

export interface TableScrollProps {
  /** The table's narrowest readable width in px; below it the box scrolls sideways. */
  minWidth?: number;
  children: ReactNode;
}

/**
 * A wide table that scrolls sideways inside its box on a phone instead of widening the page, with
 * a cue that there is more (issue 18, 375 px): the edge where columns are hidden fades out — the
 * right edge at first, both while scrolling, the left at the end — and a table that fits shows no
 * fade. The cue is the kit's `.baro-table-scroll` style (a scroll-driven fade, no script), which
 * plain `<div className="baro-table-scroll">` wrappers get too.
 */
export function TableScroll({ minWidth, children }: TableScrollProps) {
  return (
    <div className="baro-table-scroll">
      {minWidth === undefined ? children : <div style={{ minWidth }}>{children}</div>}
    </div>
  );
}
