import {
  type SessionEndReason,
  throttledForSeconds,
  toErrorBody,
  useErrorText,
  useLanguage,
} from '@baro/client';
import { loginRequestFor } from '@baro/core';
import {
  CheckboxField,
  type FormError,
  FormErrorAlert,
  notifySuccess,
  PasswordField,
  SubmitButton,
  TextField,
} from '@baro/ui';
import { Anchor, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFieldRules } from '../../../lib/field-rules.ts';
import { applyServerFieldErrors, liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { isOtherAppPath, landingAfterLogin, leaveFor } from '../../../lib/other-apps.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session.ts';
import { paths } from '../../../paths.ts';
import { useLogin } from '../api/login.ts';
import { throttleMessage } from '../throttle-message.ts';

export interface LoginFormProps {
  /** A checked same-origin path to go to after logging in (resolveBackTo); home when null. */
  backTo: string | null;
  /** Why the last session ended (`/login?reason=`), said above the form until the next attempt. */
  endedBecause?: SessionEndReason | undefined;
}

/**
 * E-mail (or a worker's login id, `worker01`) and password, with "keep me logged in" (local storage) or not (session storage, gone
 * when the browser closes). A wrong address or password, a disabled account and throttling are
 * said above the form in the server's words; throttling says how long to wait (Retry-After). A
 * session that ended because staff disabled the account says so there before anything is typed.
 */
export function LoginForm({ backTo, endedBecause }: LoginFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rules = useFieldRules();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [formError, setFormError] = useState<FormError | null>(() =>
    endedBecause ? { code: endedBecause, message: t(`auth.login.ended.${endedBecause}`) } : null,
  );

  const form = useLiveForm({
    initialValues: { email: '', password: '', keep: false },
    validate: {
      // An address is checked as one; anything without an @ is a login id (workers).
      email: (value: string) => (value.includes('@') ? rules.email(value) : rules.required(value.trim())),
      password: (value: string) => (value === '' ? rules.required(value) : null),
    },
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, async ({ email, password, keep }) => {
    setFormError(null);
    try {
      const { accessToken, refreshToken, user } = await login.mutateAsync(loginRequestFor(email, password));
      session.start({ accessToken, refreshToken }, { keep });
      queryClient.setQueryData(queryKeys.me.all, user);
      notifySuccess(t('auth.login.welcomeBack', { name: user.name }));
      const target = landingAfterLogin(user.kind, backTo, paths.home);
      // Another app of this site (partner, staff, warehouse) is reached with a full page load.
      if (isOtherAppPath(target)) leaveFor(target);
      else await navigate(target, { replace: true });
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.code === 'TOO_MANY_ATTEMPTS') {
        setFormError({ code: body.code, message: throttleMessage(throttledForSeconds(error), t) });
        return;
      }
      applyServerFieldErrors(form, error);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.login.title')}>
      <Stack gap="md">
        <FormErrorAlert error={formError} language={language} />
        <TextField
          label={t('auth.login.identifier')}
          description={t('auth.login.identifierHint')}
          placeholder={t('fields.emailPlaceholder')}
          autoCapitalize="none"
          spellCheck={false}
          required
          autoComplete="username"
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('fields.password')}
          placeholder={t('fields.passwordPlaceholder')}
          required
          autoComplete="current-password"
          language={language}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <CheckboxField
            label={t('auth.login.keepLoggedIn')}
            description={t('auth.login.keepLoggedInHint')}
            {...form.getInputProps('keep', { type: 'checkbox' })}
          />
          <Anchor component={Link} to={paths.findPassword} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('auth.login.findPassword')}
          </Anchor>
        </Group>
        <SubmitButton loading={login.isPending} fullWidth size="md">
          {t('auth.login.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
