import { useParams } from 'react-router';
import { InboundDetail } from '../../features/inbound/components/InboundDetail.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <InboundDetail key={id} id={id} />;
}
