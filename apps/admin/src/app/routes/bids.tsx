import { BidList } from '../../features/bids/components/BidList.tsx';

export function Component() {
  return <BidList />;
}
