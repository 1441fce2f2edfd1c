import './fields.css';
import { TextField, type TextFieldProps } from '@baro/ui';
import { Textarea, type TextareaProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lengthCounter } from './limits.ts';

/** The field's own description with the counter at its end, red once the text is too long. */
function Counted({ description, length, max }: { description?: ReactNode; length: number; max: number }) {
  const { t } = useTranslation();
  const over = length > max;
  return (
    <span className="counted-field__description">
      {description ? <span>{description}</span> : null}
      <span className="counted-field__counter" data-over={over || undefined}>
        {lengthCounter(length, max, t)}
      </span>
    </span>
  );
}

type Counting = { max: number; value: string };

/**
 * A one-line text with a counter (`12 / 50`) instead of `maxLength`: a pasted text is never cut
 * at the limit; the contract's message says it is too long and the counter shows by how much.
 */
export function CountedTextField({
  max,
  value,
  description,
  ...rest
}: Omit<TextFieldProps, 'value'> & Counting) {
  return (
    <TextField
      {...rest}
      value={value}
      description={<Counted description={description} length={value.length} max={max} />}
    />
  );
}

/** A multi-line text with a counter (`120 / 2,000`) instead of `maxLength`; see CountedTextField. */
export function CountedTextarea({
  max,
  value,
  description,
  ...rest
}: Omit<TextareaProps, 'value'> & Counting) {
  return (
    <Textarea
      {...rest}
      value={value}
      description={<Counted description={description} length={value.length} max={max} />}
    />
  );
}
