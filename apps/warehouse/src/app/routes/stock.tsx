import { StockList } from '../../features/stock/components/StockList.tsx';

export function Component() {
  return <StockList />;
}
