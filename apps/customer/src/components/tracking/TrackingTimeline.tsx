import { useLanguage } from '@baro/client';
import { formatDateTime, type ParcelTracking } from '@baro/core';
import { Button, Group, Stack, Text, Timeline } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A parcel's tracking as a timeline, newest first: each carrier scan with its normalised status,
 * Seoul time and place; the carrier's own Korean text on demand. Shared by the order and return
 * details and the public tracking lookup (the fulfillment words must be loaded).
 */
export function TrackingTimeline({ tracking }: { tracking: ParcelTracking }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [raw, setRaw] = useState(false);
  const label = t('fulfillment.tracking.timeline', { invoiceNo: tracking.invoiceNo });
  const events = [...tracking.events].reverse();
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('fulfillment.tracking.noEvents')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t(`fulfillment.trackingStatus.${tracking.status}`)}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          aria-pressed={raw}
          onClick={() => setRaw((shown) => !shown)}
        >
          {raw ? t('fulfillment.tracking.hideRaw') : t('fulfillment.tracking.showRaw')}
        </Button>
      </Group>
      <Timeline
        active={0}
        bulletSize={12}
        lineWidth={2}
        aria-label={label}
        component="ol"
        // An ordered list for assistive technology, without the "1." markers a list item draws beside the bullet.
        style={{ listStyle: 'none' }}
      >
        {events.map((event) => (
          <Timeline.Item
            key={`${event.time}-${event.status}-${event.location}`}
            title={t(`fulfillment.trackingStatus.${event.status}`)}
            component="li"
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(event.time, language)}
              {event.location ? ` · ${event.location}` : ''}
            </Text>
            {raw ? <Text size="sm">{event.description}</Text> : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
