import {
  kitQueryKeys,
  type Session,
  type SessionEndReason,
  throttledForSeconds,
  toErrorBody,
  useDocumentTitle,
  useErrorText,
  useFloorLogin,
  useHasSession,
} from '@baro/client';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { CheckboxField } from '../form/CheckboxField.tsx';
import { type FormError, FormErrorAlert } from '../form/FormErrorAlert.tsx';
import { PasswordField } from '../form/PasswordField.tsx';
import { SubmitButton } from '../form/SubmitButton.tsx';
import { TextField } from '../form/TextField.tsx';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { LanguageSwitch } from '../shell/LanguageSwitch.tsx';
import { MAIN_CONTENT_ID } from '../shell/main-content.ts';
import { useLanguageSwitch } from '../shell/use-language-switch.ts';
import { FLOOR_LOGIN_LABELS, type FloorLoginLabels } from './floor-login-labels.ts';

export interface FloorLoginPageProps {
  /** The browser's session the tokens go into. */
  session: Session;
  /** The app's own heading (also the document title) and the line under it. */
  title: string;
  description: string;
  /** The app path to go to afterwards (the caller has checked `backTo` with appPathWithin). */
  target: string;
  /** The "keep me logged in" box starts ticked (a worker's own handheld). @default false */
  keepByDefault?: boolean;
  /** Narrower page for a handheld. @default 440 */
  width?: number;
  /** Why the last session ended (the login address's `reason`), said above the form. */
  endedBecause?: SessionEndReason | undefined;
  labels?: Partial<FloorLoginLabels>;
}

/**
 * The warehouse floor apps' login (issue 15): a worker's login id (`worker01`) or an e-mail, and
 * the password; then `target`. A wrong id or password, a disabled account and throttling are said
 * above the form in the server's words; so is a session that ended because staff disabled the
 * account (`endedBecause`). Already signed in: straight on.
 */
export function FloorLoginPage({
  session,
  title,
  description,
  target,
  keepByDefault = false,
  width = 440,
  endedBecause,
  labels,
}: FloorLoginPageProps) {
  const { language, switchLanguage } = useLanguageSwitch();
  const text = useUiLabels(FLOOR_LOGIN_LABELS, language, labels);
  const errorText = useErrorText();
  useDocumentTitle(title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useHasSession(session);
  const login = useFloorLogin();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(keepByDefault);
  const [fieldErrors, setFieldErrors] = useState<{ identifier?: string; password?: string }>({});
  const [formError, setFormError] = useState<FormError | null>(() =>
    endedBecause === 'ACCOUNT_DISABLED' ? { code: endedBecause, message: text.accountDisabled } : null,
  );

  if (signedIn && !login.isPending && !login.isSuccess) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = {
      ...(identifier.trim() === '' ? { identifier: text.identifierRequired } : {}),
      ...(password === '' ? { password: text.passwordRequired } : {}),
    };
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setFormError(null);
    try {
      const { accessToken, refreshToken, user } = await login.mutateAsync({ identifier, password });
      session.start({ accessToken, refreshToken }, { keep });
      queryClient.setQueryData(kitQueryKeys.me.all, user);
      await navigate(target, { replace: true });
    } catch (error) {
      const body = toErrorBody(error);
      const wait = throttledForSeconds(error);
      setFormError({
        ...(body ? { code: body.code } : {}),
        message: wait !== null ? text.throttled.replace('{seconds}', String(wait)) : errorText(error),
      });
    }
  };

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="login-page">
      <Container size={width} py={{ base: 24, xs: 64 }}>
        <Group justify="flex-end" mb="md">
          <LanguageSwitch value={language} onChange={(next) => void switchLanguage(next)} />
        </Group>
        <Paper withBorder p="xl" radius="md">
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {title}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {description}
              </Text>
            </div>
            <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
              <Stack gap="md">
                <FormErrorAlert error={formError} language={language} />
                <TextField
                  label={text.identifier}
                  placeholder={text.identifierPlaceholder}
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
                  label={text.password}
                  required
                  autoComplete="current-password"
                  language={language}
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  error={fieldErrors.password}
                  maxLength={200}
                />
                <CheckboxField
                  label={text.keep}
                  description={text.keepHint}
                  checked={keep}
                  onChange={(event) => setKeep(event.currentTarget.checked)}
                />
                <SubmitButton loading={login.isPending} fullWidth size="md">
                  {text.submit}
                </SubmitButton>
              </Stack>
            </form>
          </Stack>
        </Paper>
      </Container>
    </main>
  );
}
