import { useDocumentTitle } from '@baro/client';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EstimatePage } from '../../features/forwarding-quote/components/EstimatePage.tsx';
import '../../features/forwarding-quote/forwarding-quote.css';

/** `/forwarding/estimate/:estimateLogId?estimateId=&freightType=`: the estimate an e-mail links to. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('forwarding.estimate.title'));
  const { estimateLogId = '' } = useParams();
  return <EstimatePage key={estimateLogId} estimateLogId={estimateLogId} />;
}
