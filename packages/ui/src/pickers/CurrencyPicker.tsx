import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { CURRENCY_OPTIONS } from './currency-options.ts';

// Built once: ~160 options that every currency field shares.
const DATA = CURRENCY_OPTIONS.map((code) => ({ value: code, label: code }));

export interface CurrencyPickerProps extends Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> {
  /** An ISO currency code. */
  value: string;
  /** Called with the chosen code (a Mantine form's `getInputProps(…).onChange` takes it as is). */
  onChange: (currency: string) => void;
}

/**
 * An ISO currency chosen from a native select (USD, CNY, EUR, JPY, GBP, KRW first): keyboard,
 * screen reader and phone friendly everywhere, including inside table rows.
 */
export function CurrencyPicker({ value, onChange, ...props }: CurrencyPickerProps) {
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={DATA}
    />
  );
}
