import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton } from '@baro/ui';
import { Alert, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/NewPasswordFields.tsx';
import { useFieldRules } from '../../../lib/field-rules.ts';
import { applyServerFieldErrors, liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { session } from '../../../lib/session.ts';
import { paths } from '../../../paths.ts';
import { useResetPassword } from '../api/reset-password.ts';

export interface ResetPasswordFormProps {
  /** The token of the e-mailed link; null when the address has none. */
  token: string | null;
}

/** Why a link cannot be used: missing or malformed (invalid), used or past 30 minutes (expired). */
type LinkProblem = 'invalid' | 'expired';

/**
 * A new password (twice) for the account of an e-mailed reset link. A used or outdated link is
 * said plainly, with the way to ask for a new one.
 */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rules = useFieldRules();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const [problem, setProblem] = useState<LinkProblem | null>(token ? null : 'invalid');
  const [formError, setFormError] = useState<FormError | null>(null);

  const form = useLiveForm<{ password: string; passwordConfirm: string }>({
    initialValues: { password: '', passwordConfirm: '' },
    validate: {
      password: rules.password,
      passwordConfirm: (value, values) => rules.confirmation(() => values.password)(value),
    },
    dependents: { password: ['passwordConfirm'] },
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, async ({ password }) => {
    if (!token) return;
    setFormError(null);
    try {
      await reset.mutateAsync({ token, password });
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.code === 'LINK_EXPIRED') return setProblem('expired');
      const unmatched = applyServerFieldErrors(form, error);
      if (unmatched.token) return setProblem('invalid');
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
      return;
    }
    // The server ended every session of the account; this browser's one too.
    session.end();
    queryClient.clear();
    notifySuccess(t('auth.resetPassword.success'));
    await navigate(paths.login, { replace: true });
  });

  if (problem) {
    return (
      <Stack gap="md">
        <Alert color="orange" variant="light" role="alert" title={t('auth.resetPassword.unusableTitle')}>
          {problem === 'expired' ? t('auth.resetPassword.expiredLink') : t('auth.resetPassword.invalidLink')}
        </Alert>
        <Button component={Link} to={paths.findPassword}>
          {t('auth.resetPassword.requestAgain')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.resetPassword.title')}>
      <Stack gap="md">
        <FormErrorAlert error={formError} language={language} />
        <NewPasswordFields
          passwordLabel={t('fields.newPassword')}
          confirmLabel={t('fields.newPasswordConfirm')}
          password={form.getInputProps('password')}
          confirm={form.getInputProps('passwordConfirm')}
          language={language}
        />
        <SubmitButton loading={reset.isPending} fullWidth size="md">
          {t('auth.resetPassword.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
