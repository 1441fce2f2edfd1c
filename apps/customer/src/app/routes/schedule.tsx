import { useDocumentTitle } from '@baro/client';
import type { VesselSchedule } from '@baro/core';
import { LocationPicker } from '@baro/ui';
import { useTranslation } from 'react-i18next';
import { quotePrefillQuery } from '../../features/forwarding-quote/quote-search.ts';
import { SchedulePage } from '../../features/schedule/components/SchedulePage.tsx';
import { hrefs } from '../../paths.ts';
import '../../features/schedule/schedule.css';

/** A sailing's lane on the quote page: ocean FCL between its ports. */
const quoteHref = (schedule: VesselSchedule) =>
  hrefs.forwardingQuote(
    quotePrefillQuery({ freightType: 'FCL', pol: schedule.pol.code, pod: schedule.pod.code }),
  );

/**
 * `/forwarding/schedule`: vessel schedules with infinite scroll. The ports are picked with the
 * kit's location picker; the shell keeps the scroll position here (SPEC §2).
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('forwarding.schedule.title'));
  return <SchedulePage PortField={LocationPicker} quoteHref={quoteHref} />;
}
