import { useDocumentTitle } from '@baro/client';
import { useTranslation } from 'react-i18next';
import { TrackingLookup } from '../../features/tracking/components/TrackingLookup.tsx';

/** `/tracking?invoiceNo=&parcelCompany=`: the public parcel tracking lookup, open to anyone. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.trackingLookup.title'));
  return <TrackingLookup />;
}
