import type { Language } from '@baro/core';
import { Loader, Skeleton, Stack } from '@mantine/core';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { STATE_LABELS } from './state-labels.ts';

export interface LoadingStateProps {
  /** `spinner` for a whole screen, `skeleton` where the layout of the content is known. */
  variant?: 'spinner' | 'skeleton';
  /** Skeleton lines. @default 3 */
  rows?: number;
  /**
   * Each skeleton line's height in px: the height of a line of the content that replaces it (an
   * accordion item, a link card), so nothing below moves when it comes (layout shift). @default 16
   */
  rowHeight?: number;
  /** Spoken to screen-reader users; defaults to "불러오는 중입니다…". */
  label?: string;
  language?: Language;
}

/**
 * A placeholder while data loads. `aria-busy` marks the region as not ready, and the visually
 * hidden status text tells screen-reader users what is happening.
 */
export function LoadingState({
  variant = 'spinner',
  rows = 3,
  rowHeight = 16,
  label,
  language,
}: LoadingStateProps) {
  const text = useUiLabels(STATE_LABELS, language);
  const spoken = label ?? text.loading;
  return (
    <div className="baro-loading-state" aria-busy="true" data-variant={variant}>
      <span role="status" className="baro-visually-hidden">
        {spoken}
      </span>
      {variant === 'spinner' ? (
        <Loader aria-hidden="true" />
      ) : (
        <Stack gap="sm" aria-hidden="true" w="100%">
          {Array.from({ length: rows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines, never reordered
            <Skeleton key={row} height={rowHeight} width={row === rows - 1 ? '60%' : '100%'} />
          ))}
        </Stack>
      )}
    </div>
  );
}
