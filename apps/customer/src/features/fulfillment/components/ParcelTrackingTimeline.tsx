import { useErrorText, useLanguage } from '@baro/client';
import { formatDateTime, type OrderParcel } from '@baro/core';
import { ErrorState, LoadingState } from '@baro/ui';
import { Button, Group, Stack, Text, Timeline } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ParcelKind, useParcelTracking } from '../api/get-parcel-tracking.ts';

/**
 * A parcel's tracking (an order's, or a return's collection parcel) as a timeline, newest first:
 * each carrier scan with its normalised status, Seoul time and place; the carrier's own Korean
 * text on demand.
 */
export function ParcelTrackingTimeline({
  parcel,
  kind = 'order',
}: {
  parcel: Pick<OrderParcel, 'parcelCompany' | 'invoiceNo'>;
  kind?: ParcelKind;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const tracking = useParcelTracking(kind, parcel);
  const [raw, setRaw] = useState(false);
  const label = t('fulfillment.tracking.timeline', { invoiceNo: parcel.invoiceNo });

  if (tracking.failureInfo)
    return (
      <ErrorState
        headingOrder={3}
        message={errorText(tracking.failureInfo)}
        onRetry={() => void tracking.reload()}
        retrying={tracking.loading}
      />
    );
  if (!tracking.data) return <LoadingState />;
  const events = [...tracking.data.events].reverse();
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
          {t(`fulfillment.trackingStatus.${tracking.data.status}`)}
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
      <Timeline active={0} bulletSize={12} lineWidth={2} aria-label={label} component="ol">
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
