import { useErrorText, useLanguage } from '@baro/client';
import { EmailField, FormErrorAlert, SubmitButton } from '@baro/ui';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFieldRules } from '../../../lib/field-rules.ts';
import { liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { paths } from '../../../paths.ts';
import { useFindPassword } from '../api/find-password.ts';

/**
 * Asks for a reset link. The answer is the same whether or not an account exists (no account
 * enumeration), so the screen says "if an account exists, we sent a link" either way.
 */
export function FindPasswordForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const rules = useFieldRules();
  const errorText = useErrorText();
  const findPassword = useFindPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useLiveForm({
    initialValues: { email: '' },
    validate: { email: rules.email },
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, async ({ email }) => {
    const address = email.trim();
    const result = await findPassword.submit({ email: address });
    if (result.ok) {
      setSentTo(address);
      return;
    }
    const fieldMessage = result.failureInfo.fields?.email;
    if (fieldMessage) form.setFieldError('email', fieldMessage);
  });

  if (findPassword.status === 'SUCCESS' && sentTo !== null) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" title={t('auth.findPassword.sentTitle')} role="status">
          <Text size="sm">{t('auth.findPassword.sentDescription', { email: sentTo })}</Text>
        </Alert>
        <Text size="sm" c="dimmed">
          {t('auth.findPassword.notReceived')}
        </Text>
        <Button
          variant="default"
          onClick={() => {
            findPassword.reset();
            setSentTo(null);
          }}
        >
          {t('auth.findPassword.resend')}
        </Button>
        <Anchor component={Link} to={paths.login} ta="center" size="sm">
          {t('auth.findPassword.backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  const failure =
    findPassword.status === 'FAILURE' && findPassword.failureInfo && !findPassword.failureInfo.fields?.email
      ? { code: findPassword.failureInfo.code, message: errorText(findPassword.failureInfo) }
      : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.findPassword.title')}>
      <Stack gap="md">
        <FormErrorAlert error={failure} language={language} />
        <EmailField
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          required
          {...form.getInputProps('email')}
        />
        <SubmitButton loading={findPassword.loading} fullWidth size="md">
          {t('auth.findPassword.submit')}
        </SubmitButton>
        <Anchor component={Link} to={paths.login} ta="center" size="sm">
          {t('auth.findPassword.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
