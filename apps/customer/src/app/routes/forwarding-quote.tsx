import { useDocumentTitle } from '@baro/client';
import { useTranslation } from 'react-i18next';
import { QuotePage } from '../../features/forwarding-quote/components/QuotePage.tsx';
import '../../features/forwarding-quote/forwarding-quote.css';

/** `/forwarding/quote`: instant quotes for visitors and members (issue 6). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('forwarding.quote.title'));
  return <QuotePage />;
}
