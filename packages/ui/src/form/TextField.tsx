import { TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What every Baro field shares. `label` is required: a field without a visible label is not
 * allowed. `error` shows the validation message under the field and sets `aria-invalid` and
 * `aria-describedby` (as does `description`); `required` shows the mark and sets `required` —
 * give the form `noValidate` so these messages, not the browser's bubbles, are what people see.
 */
export interface FieldBaseProps {
  label: ReactNode;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
}

export type TextFieldProps = Omit<TextInputProps, keyof FieldBaseProps> & FieldBaseProps;

/** A labelled single-line text input with description and validation message. */
export function TextField(props: TextFieldProps) {
  return <TextInput {...props} />;
}
