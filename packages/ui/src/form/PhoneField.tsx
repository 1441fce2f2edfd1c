import { TextInput } from '@mantine/core';
import type { TextFieldProps } from './TextField.tsx';

export type PhoneFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A Korean mobile number input (SPEC §5: 01X then 3–4 and 4 digits): the phone keypad, autofill of
 * the national number, and room for hyphens. Validation is the form's job (`isValidPhone`).
 */
export function PhoneField(props: PhoneFieldProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="010-1234-5678"
      maxLength={13}
      {...props}
    />
  );
}
