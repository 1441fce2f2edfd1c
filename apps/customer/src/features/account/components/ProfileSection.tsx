import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import {
  CUSTOMER_TYPES,
  type CustomerType,
  formatDate,
  LANGUAGES,
  type Language,
  MAX_COMPANY_NAME_LENGTH,
  MAX_PERSON_NAME_LENGTH,
  type UserProfile,
} from '@baro/core';
import { FormErrorAlert, LANGUAGE_NAMES, notifySuccess, PhoneField, SubmitButton, TextField } from '@baro/ui';
import { Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../../components/fields/CountedText.tsx';
import { useFieldRules } from '../../../lib/field-rules.ts';
import { applyServerFieldErrors, liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { useUpdateMe } from '../api/update-me.ts';

type CustomerTypeChoice = CustomerType | 'none';

interface ProfileValues extends Record<string, unknown> {
  name: string;
  company: string;
  phone: string;
  customerType: CustomerTypeChoice;
  locale: Language;
}

const NAME_MAX = MAX_PERSON_NAME_LENGTH;
const COMPANY_MAX = MAX_COMPANY_NAME_LENGTH;

export interface ProfileSectionProps {
  profile: UserProfile;
}

/** Name, company, phone, customer type and notification language; e-mail and managers for reading. */
export function ProfileSection({ profile }: ProfileSectionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rules = useFieldRules();
  const errorText = useErrorText();
  const update = useUpdateMe();
  const [formError, setFormError] = useState<{ code?: string; message: string } | null>(null);

  const form = useLiveForm<ProfileValues>({
    initialValues: {
      name: profile.name,
      company: profile.company ?? '',
      phone: profile.phone ?? '',
      customerType: profile.customerType ?? 'none',
      locale: profile.locale,
    },
    validate: {
      name: rules.text(NAME_MAX),
      company: rules.text(COMPANY_MAX),
      phone: rules.phone,
    },
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync({
        name: values.name.trim(),
        company: values.company.trim(),
        phone: values.phone.trim(),
        customerType: values.customerType === 'none' ? null : values.customerType,
        locale: values.locale,
      });
      form.setInitialValues({
        name: saved.name,
        company: saved.company ?? '',
        phone: saved.phone ?? '',
        customerType: saved.customerType ?? 'none',
        locale: saved.locale,
      });
      form.resetDirty();
      notifySuccess(t('mypage.profile.saved'));
    } catch (error) {
      const unmatched = applyServerFieldErrors(form, error);
      const body = toErrorBody(error);
      if (body?.code !== 'VALIDATION_FAILED' || Object.keys(unmatched).length > 0) {
        setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
      }
    }
  });

  const managers = [
    ['forwardingManager', profile.managers.forwarding],
    ['exportForwardingManager', profile.managers.exportForwarding],
    ['fulfillmentManager', profile.managers.fulfillment],
  ] as const;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', xs: 'lg' }}>
        <form onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
          <Stack gap="md">
            <div>
              <Title order={2} size="h3" id="profile-title">
                {t('mypage.profile.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('mypage.profile.description')}
              </Text>
            </div>
            <FormErrorAlert error={formError} language={language} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextField
                label={t('fields.email')}
                value={profile.email}
                readOnly
                variant="filled"
                description={t('mypage.profile.emailReadOnly')}
              />
              <TextField
                label={t('mypage.profile.memberSince')}
                value={formatDate(profile.createdAt, language)}
                readOnly
                variant="filled"
              />
              <CountedTextField
                label={t('fields.name')}
                required
                autoComplete="name"
                max={NAME_MAX}
                {...form.getInputProps('name')}
                value={form.values.name}
              />
              <PhoneField label={t('fields.phone')} required {...form.getInputProps('phone')} />
            </SimpleGrid>
            <CountedTextField
              label={t('fields.company')}
              required
              autoComplete="organization"
              max={COMPANY_MAX}
              {...form.getInputProps('company')}
              value={form.values.company}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <NativeSelect
                label={t('customerType.label')}
                data={[...CUSTOMER_TYPES, 'none'].map((type) => ({
                  value: type,
                  label: t(`customerType.${type as CustomerTypeChoice}`),
                }))}
                {...form.getInputProps('customerType')}
              />
              <NativeSelect
                label={t('mypage.profile.preferredLanguage')}
                description={t('mypage.profile.preferredLanguageHint')}
                data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
                {...form.getInputProps('locale')}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <SubmitButton loading={update.isPending} disabled={!form.isDirty()}>
                {t('common.actions.saveChanges')}
              </SubmitButton>
            </Group>
          </Stack>
        </form>
      </Paper>

      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', xs: 'lg' }}
        component="section"
        aria-labelledby="managers-title"
      >
        <Title order={2} size="h4" id="managers-title" mb="sm">
          {t('mypage.profile.managers')}
        </Title>
        <dl className="baro-definitions">
          {managers.map(([key, manager]) => (
            <div key={key}>
              <dt>{t(`mypage.profile.${key}`)}</dt>
              <dd>
                {manager ? (
                  <>
                    {manager.name}
                    <Text span size="sm" c="dimmed">
                      {' '}
                      · {manager.email}
                      {manager.phone ? ` · ${manager.phone}` : ''}
                    </Text>
                  </>
                ) : (
                  <Text span c="dimmed">
                    {t('mypage.profile.noManager')}
                  </Text>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </Paper>
    </Stack>
  );
}
