import type { Language } from '@baro/core';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { FORM_LABELS } from './form-labels.ts';
import type { FieldBaseProps } from './TextField.tsx';

export type PasswordFieldProps = Omit<PasswordInputProps, keyof FieldBaseProps> &
  FieldBaseProps & {
    language?: Language;
    /** Accessible name of the show/hide button. */
    toggleLabel?: string;
  };

/**
 * A password input with a show/hide toggle. The toggle is a real button in the Tab order; its name
 * stays "비밀번호 표시" and `aria-pressed` says whether the password is shown (toggle-button pattern).
 */
export function PasswordField({
  language,
  toggleLabel,
  visibilityToggleButtonProps,
  ...props
}: PasswordFieldProps) {
  const text = useUiLabels(FORM_LABELS, language);
  return (
    <PasswordInput
      autoComplete="current-password"
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        ...visibilityToggleButtonProps,
        'aria-label': toggleLabel ?? text.showPassword,
      }}
      {...props}
    />
  );
}
