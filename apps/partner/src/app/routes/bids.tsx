import { BidList } from '../../features/bids/components/BidList.tsx';

/** `/bids`. */
export function Component() {
  return <BidList />;
}
