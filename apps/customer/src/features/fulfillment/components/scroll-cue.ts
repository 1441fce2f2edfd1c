import type { ScrollAreaProps } from '@mantine/core';

/**
 * A wide table on a phone scrolls sideways inside its box: the scrollbar is always shown (not only
 * on hover, which a phone has not), so a person sees there is more to the right.
 */
export const SCROLL_CUE = { type: 'always', offsetScrollbars: 'x' } as const satisfies ScrollAreaProps;
