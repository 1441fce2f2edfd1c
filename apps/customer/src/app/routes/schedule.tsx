import type { VesselSchedule } from '@baro/core';
import { useTranslation } from 'react-i18next';
import { LocationField } from '../../features/forwarding-quote/components/LocationField.tsx';
import { quotePrefillQuery } from '../../features/forwarding-quote/quote-search.ts';
import { SchedulePage } from '../../features/schedule/components/SchedulePage.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { hrefs } from '../../paths.ts';
import '../../features/schedule/schedule.css';

/** A sailing's lane on the quote page: ocean FCL between its ports. */
const quoteHref = (schedule: VesselSchedule) =>
  hrefs.forwardingQuote(
    quotePrefillQuery({ freightType: 'FCL', pol: schedule.pol.code, pod: schedule.pod.code }),
  );

/**
 * `/forwarding/schedule`: vessel schedules with infinite scroll. The ports are picked with the
 * instant-quote feature's location search; the shell keeps the scroll position here (SPEC §2).
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('forwarding.schedule.title'));
  return <SchedulePage PortField={LocationField} quoteHref={quoteHref} />;
}
