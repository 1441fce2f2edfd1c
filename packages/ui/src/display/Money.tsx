import { formatMoney, formatUnitPrice, type Language } from '@baro/core';
import { useUiLanguage } from '../i18n/ui-language.tsx';

export interface MoneyProps {
  amount: number;
  /** ISO code: KRW, USD, … */
  currency: string;
  /** `unitPrice` for a price per kg, RT or container (up to four decimals). @default 'amount' */
  precision?: 'amount' | 'unitPrice';
  language?: Language;
  className?: string;
}

/**
 * An amount as people read it everywhere in Baro (`1,234,000원`, `KRW 1,234,000`, `USD 1,234.50`;
 * @baro/core's formatMoney), with tabular digits so amounts line up in columns.
 */
export function Money({ amount, currency, precision = 'amount', language, className }: MoneyProps) {
  const resolved = useUiLanguage(language);
  const text =
    precision === 'unitPrice'
      ? formatUnitPrice(amount, currency, resolved)
      : formatMoney(amount, currency, resolved);
  return <span className={className ? `baro-money ${className}` : 'baro-money'}>{text}</span>;
}
