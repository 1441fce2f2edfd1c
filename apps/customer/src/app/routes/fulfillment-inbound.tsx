import { useParams } from 'react-router';
import { InboundDetail } from '../../features/fulfillment/components/InboundDetail.tsx';

/** `/mypage/fulfillment/inbound/:id`: one inbound with its labels and progress. */
export function Component() {
  const { id = '' } = useParams();
  return <InboundDetail key={id} id={id} />;
}
