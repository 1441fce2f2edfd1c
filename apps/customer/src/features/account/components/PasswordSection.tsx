import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import { type FormError, FormErrorAlert, notifySuccess, PasswordField, SubmitButton } from '@baro/ui';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/NewPasswordFields.tsx';
import { useFieldRules } from '../../../lib/field-rules.ts';
import { applyServerFieldErrors, liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { useChangePassword } from '../api/change-password.ts';

interface PasswordValues extends Record<string, unknown> {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/** Current, new and confirmed password. A wrong current password is said on its field. */
export function PasswordSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const rules = useFieldRules();
  const errorText = useErrorText();
  const change = useChangePassword();
  const [formError, setFormError] = useState<FormError | null>(null);

  const form = useLiveForm<PasswordValues>({
    initialValues: EMPTY,
    validate: {
      currentPassword: (value) => (value === '' ? rules.required(value) : null),
      newPassword: (value, values) =>
        rules.password(value) ??
        (value === values.currentPassword ? t('validation.passwordSameAsCurrent') : null),
      newPasswordConfirm: (value, values) => rules.confirmation(() => values.newPassword)(value),
    },
    dependents: { newPassword: ['newPasswordConfirm'], currentPassword: ['newPassword'] },
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      notifySuccess(t('mypage.password.changed'));
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.code === 'WRONG_PASSWORD') {
        form.setFieldError('currentPassword', errorText(error));
        return;
      }
      const unmatched = applyServerFieldErrors(form, error);
      if (body?.code !== 'VALIDATION_FAILED' || Object.keys(unmatched).length > 0) {
        setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
      }
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', xs: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="password-title">
        <Stack gap="md" maw={480}>
          <div>
            <Title order={2} size="h3" id="password-title">
              {t('mypage.password.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('mypage.password.description')}
            </Text>
          </div>
          <FormErrorAlert error={formError} language={language} />
          <PasswordField
            label={t('fields.currentPassword')}
            required
            autoComplete="current-password"
            language={language}
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordFields
            passwordLabel={t('fields.newPassword')}
            confirmLabel={t('fields.newPasswordConfirm')}
            password={form.getInputProps('newPassword')}
            confirm={form.getInputProps('newPasswordConfirm')}
            language={language}
          />
          <Group justify="flex-end">
            <SubmitButton loading={change.isPending}>{t('mypage.password.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
