import { useErrorText } from '@baro/client';
import type { OrderParcel } from '@baro/core';
import { ErrorState, LoadingState } from '@baro/ui';
import { TrackingTimeline } from '../../../components/tracking/TrackingTimeline.tsx';
import { type ParcelKind, useParcelTracking } from '../api/get-parcel-tracking.ts';

/**
 * A parcel's tracking (an order's, or a return's collection parcel) through its SPEC §3 request
 * state, as the shared timeline: newest first, Seoul time and place, raw text on demand.
 */
export function ParcelTrackingTimeline({
  parcel,
  kind = 'order',
}: {
  parcel: Pick<OrderParcel, 'parcelCompany' | 'invoiceNo'>;
  kind?: ParcelKind;
}) {
  const errorText = useErrorText();
  const tracking = useParcelTracking(kind, parcel);

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
  return <TrackingTimeline tracking={tracking.data} />;
}
