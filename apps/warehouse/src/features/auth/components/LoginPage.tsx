import {
  type Session,
  throttledForSeconds,
  toErrorBody,
  useDocumentTitle,
  useErrorText,
  useHasSession,
} from '@baro/client';
import {
  CheckboxField,
  type FormError,
  FormErrorAlert,
  LanguageSwitch,
  MAIN_CONTENT_ID,
  PasswordField,
  SubmitButton,
  TextField,
  useLanguageSwitch,
} from '@baro/ui';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { session as appSession } from '../../../lib/api.ts';
import { appPathOf, paths } from '../../../lib/paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useLogin } from '../api/login.ts';

export interface LoginPageProps {
  /** The browser's session; tests pass their own. */
  session?: Session;
}

/**
 * `/warehouse/login`: the floor's own login (issue 15) — a worker's login id (`worker01`) or an
 * e-mail, and the password. Back to `backTo` (a page of this app) afterwards, else Today. A wrong
 * id or password, a disabled account and throttling are said above the form in the server's words.
 */
export function LoginPage({ session = appSession }: LoginPageProps) {
  const { t } = useTranslation();
  const { language, switchLanguage } = useLanguageSwitch();
  const errorText = useErrorText();
  useDocumentTitle(t('login.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const target = appPathOf(params.get('backTo')) ?? paths.home;
  const signedIn = useHasSession(session);
  const login = useLogin();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ identifier?: string; password?: string }>({});
  const [formError, setFormError] = useState<FormError | null>(null);

  // Already signed in (another tab, or back here with the back button): straight on.
  if (signedIn && !login.isPending && !login.isSuccess) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = {
      ...(identifier.trim() === '' ? { identifier: t('login.identifierRequired') } : {}),
      ...(password === '' ? { password: t('login.passwordRequired') } : {}),
    };
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setFormError(null);
    try {
      const { accessToken, refreshToken, user } = await login.mutateAsync({ identifier, password });
      session.start({ accessToken, refreshToken }, { keep });
      queryClient.setQueryData(queryKeys.me.all, user);
      await navigate(target, { replace: true });
    } catch (error) {
      const body = toErrorBody(error);
      const wait = throttledForSeconds(error);
      setFormError({
        ...(body ? { code: body.code } : {}),
        message: wait !== null ? t('login.throttled', { seconds: wait }) : errorText(error),
      });
    }
  };

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="login-page">
      <Container size={440} py={64}>
        <Group justify="flex-end" mb="md">
          <LanguageSwitch value={language} onChange={(next) => void switchLanguage(next)} />
        </Group>
        <Paper withBorder p="xl" radius="md">
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {t('login.title')}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('login.description')}
              </Text>
            </div>
            <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.title')}>
              <Stack gap="md">
                <FormErrorAlert error={formError} language={language} />
                <TextField
                  label={t('login.identifier')}
                  placeholder={t('login.identifierPlaceholder')}
                  required
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  data-autofocus
                  value={identifier}
                  onChange={(event) => setIdentifier(event.currentTarget.value)}
                  error={fieldErrors.identifier}
                  maxLength={254}
                />
                <PasswordField
                  label={t('login.password')}
                  required
                  autoComplete="current-password"
                  language={language}
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  error={fieldErrors.password}
                  maxLength={200}
                />
                <CheckboxField
                  label={t('login.keep')}
                  description={t('login.keepHint')}
                  checked={keep}
                  onChange={(event) => setKeep(event.currentTarget.checked)}
                />
                <SubmitButton loading={login.isPending} fullWidth size="md">
                  {t('login.submit')}
                </SubmitButton>
              </Stack>
            </form>
          </Stack>
        </Paper>
      </Container>
    </main>
  );
}
