import { QuoteList } from '../../features/bids/components/QuoteList.tsx';

/** `/quotes`. */
export function Component() {
  return <QuoteList />;
}
