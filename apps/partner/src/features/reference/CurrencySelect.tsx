import { CURRENCY_CODES } from '@baro/core';
import { NativeSelect } from '@mantine/core';
import type { KeyboardEventHandler, ReactNode } from 'react';

/** SPEC §9: USD, CNY, EUR, JPY, GBP first (as @baro/core lists them), then KRW, then the rest. */
export const CURRENCY_OPTIONS: readonly string[] = (() => {
  const first = CURRENCY_CODES.slice(0, 5);
  const rest = CURRENCY_CODES.slice(5).filter((code) => code !== 'KRW');
  return [...first, 'KRW', ...rest];
})();

/** The options of a currency select, made once. */
export const CURRENCY_SELECT_DATA: readonly { value: string; label: string }[] = CURRENCY_OPTIONS.map(
  (code) => ({
    value: code,
    label: code,
  }),
);

export interface CurrencySelectProps {
  label: ReactNode;
  value: string;
  onChange: (currency: string) => void;
  error?: ReactNode;
  required?: boolean;
  /** Visually hidden label (a table cell names its column in the header). */
  'aria-label'?: string;
  size?: 'xs' | 'sm' | 'md';
  onKeyDown?: KeyboardEventHandler<HTMLSelectElement>;
}

/** A native select of the ISO currencies Baro quotes in: keyboard and screen-reader friendly everywhere. */
export function CurrencySelect({
  label,
  value,
  onChange,
  error,
  required,
  size,
  onKeyDown,
  ...rest
}: CurrencySelectProps) {
  return (
    <NativeSelect
      label={label}
      aria-label={rest['aria-label']}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={CURRENCY_SELECT_DATA as { value: string; label: string }[]}
      error={error}
      required={required}
      size={size}
      onKeyDown={onKeyDown}
    />
  );
}
