import type { HighlightSegment } from '@baro/core';

/** Text cut where the search matched, the matches marked. */
export function Highlighted({ segments }: { segments: readonly HighlightSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed cut of one text
          <mark key={index}>{segment.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed cut of one text
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
