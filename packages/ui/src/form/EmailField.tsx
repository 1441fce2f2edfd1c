import { TextInput } from '@mantine/core';
import type { TextFieldProps } from './TextField.tsx';

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/** An e-mail input: e-mail keyboard on phones, autofill, no auto-capitalisation or spell check. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextInput
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
