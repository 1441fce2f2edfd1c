import type { Language } from '@baro/core';
import { PasswordField, type PasswordFieldProps } from '@baro/ui';
import { PasswordChecklist } from './PasswordChecklist.tsx';

type InputProps = Omit<PasswordFieldProps, 'label' | 'required' | 'autoComplete' | 'language'>;

export interface NewPasswordFieldsProps {
  passwordLabel: string;
  confirmLabel: string;
  /** The form's input props for the new password (`form.getInputProps('password')`). */
  password: InputProps & { value?: unknown };
  /** The form's input props for its confirmation. */
  confirm: InputProps;
  language: Language;
}

/**
 * A new password with the SPEC §5 checklist under it and its confirmation — the same pair on
 * sign-up, reset and change, so the rule reads the same everywhere.
 */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
  password,
  confirm,
  language,
}: NewPasswordFieldsProps) {
  return (
    <>
      <div>
        <PasswordField
          label={passwordLabel}
          required
          autoComplete="new-password"
          language={language}
          {...password}
        />
        <PasswordChecklist value={typeof password.value === 'string' ? password.value : ''} />
      </div>
      <PasswordField
        label={confirmLabel}
        required
        autoComplete="new-password"
        language={language}
        {...confirm}
      />
    </>
  );
}
