import { ExchangeRates } from '../../features/exchange-rates/components/ExchangeRates.tsx';

export function Component() {
  return <ExchangeRates />;
}
