import { useParams } from 'react-router';
import { BidDetail } from '../../features/bids/components/BidDetail.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <BidDetail key={id} id={id} />;
}
