import { useLanguage } from '@baro/client';
import { formatDateTime } from '@baro/core';
import { Text, Timeline } from '@mantine/core';

/** A status history, oldest first, each step with its time in Seoul and the note it came with. */
export function StatusTimeline({
  history,
  label,
  statusText,
}: {
  history: readonly { status: string; at: string; note: string | null }[];
  label: string;
  statusText: (status: string) => string;
}) {
  const language = useLanguage();
  return (
    <Timeline
      active={history.length - 1}
      bulletSize={14}
      lineWidth={2}
      aria-label={label}
      component="ol"
      // An ordered list for assistive technology, without the "1." markers a list item draws beside the bullet.
      style={{ listStyle: 'none' }}
    >
      {history.map((entry) => (
        <Timeline.Item key={`${entry.status}-${entry.at}`} title={statusText(entry.status)} component="li">
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.at, language)}
          </Text>
          {entry.note ? <Text size="sm">{entry.note}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
