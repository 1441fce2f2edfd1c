import type { NumberLimit } from '@baro/core';
import { TextField, type TextFieldProps } from '@baro/ui';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limitHint } from './limits.ts';

export type NumberTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** What the contract accepts (@baro/core CARGO_LIMITS); shown as the field's hint. */
  limit: NumberLimit;
  /** The text as typed (a number when it came from elsewhere, e.g. a logged search). */
  value?: number | string;
  onChange: (value: string) => void;
  /** Leaves the range hint out (when the hint is shown once for a row of fields). */
  hideHint?: boolean;
};

/**
 * A number typed as text and kept exactly as typed: nothing is clamped to the range, no minus or
 * `e` is dropped, no digit cut. The form reads it with `parseNumberText` and the contract refuses
 * what is outside `limit` with a message under the field — the customer sees the value they
 * typed and why it is refused, never a different value. The range is the field's hint.
 */
export function NumberTextField({
  limit,
  value,
  onChange,
  hideHint = false,
  description,
  ...rest
}: NumberTextFieldProps) {
  const { t } = useTranslation();
  const hint = hideHint ? undefined : limitHint(limit, t);
  return (
    <TextField
      {...rest}
      inputMode={limit.decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      description={description ?? hint}
      value={String(value ?? '')}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
    />
  );
}
