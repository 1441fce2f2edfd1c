import { toErrorBody, useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  type CreatePartnerRequest,
  createPartnerRequestSchema,
  MAX_PARTNER_ADMINS_AT_ONBOARDING,
  toFieldErrors,
} from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, PageContainer, SubmitButton } from '@baro/ui';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hrefs, paths } from '../../../lib/paths.ts';
import { useCreatePartner } from '../api/create-partner.ts';

interface AdminDraft {
  key: number;
  name: string;
  email: string;
  phone: string;
}

let nextKey = 1;
const emptyAdmin = (): AdminDraft => ({ key: nextKey++, name: '', email: '', phone: '' });

function toRequest(name: string, admins: AdminDraft[]): CreatePartnerRequest {
  return {
    name,
    admins: admins.map((admin) => ({
      name: admin.name,
      email: admin.email.trim(),
      ...(admin.phone.trim() ? { phone: admin.phone.trim() } : {}),
    })),
  };
}

/**
 * `/partners/new`: onboard a partner forwarder — its name and first administrators. Checked with
 * the server's own contract before sending; each administrator gets an e-mail to choose a password.
 */
export function NewPartnerForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const create = useCreatePartner();
  useDocumentTitle(t('partners.newTitle'));
  const [name, setName] = useState('');
  const [admins, setAdmins] = useState<AdminDraft[]>(() => [emptyAdmin()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);

  const setAdmin = (index: number, field: 'name' | 'email' | 'phone', value: string) => {
    setAdmins((current) => current.map((admin, i) => (i === index ? { ...admin, [field]: value } : admin)));
    setErrors(({ [`admins.${index}.${field}`]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const request = toRequest(name, admins);
    const parsed = createPartnerRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error, language, request));
      return;
    }
    try {
      const partner = await create.mutateAsync(request);
      notifySuccess(t('partners.created', { name: partner.name, count: partner.admins.length }));
      navigate(hrefs.partner(partner.id));
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) setErrors(body.fields);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  return (
    <PageContainer
      component="div"
      size="md"
      title={t('partners.newTitle')}
      description={t('partners.newDescription')}
      actions={
        <Anchor component={Link} to={paths.partners}>
          ← {t('common.back')}
        </Anchor>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <FormErrorAlert error={formError} language={language} />
          <TextInput
            label={t('partners.fields.name')}
            required
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors(({ name: _removed, ...rest }) => rest);
            }}
            error={errors.name}
            maxLength={100}
          />
          <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Title order={2} size="h4" component="legend">
              {t('partners.admins')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('partners.adminsHint')}
            </Text>
            {errors.admins ? (
              <Text size="sm" c="red" role="alert">
                {errors.admins}
              </Text>
            ) : null}
            {admins.map((admin, index) => (
              <Paper key={admin.key} withBorder p="sm">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  <TextInput
                    label={t('partners.fields.adminName', { n: index + 1 })}
                    required
                    value={admin.name}
                    onChange={(event) => setAdmin(index, 'name', event.currentTarget.value)}
                    error={errors[`admins.${index}.name`]}
                  />
                  <TextInput
                    type="email"
                    label={t('partners.fields.adminEmail', { n: index + 1 })}
                    required
                    value={admin.email}
                    onChange={(event) => setAdmin(index, 'email', event.currentTarget.value)}
                    error={errors[`admins.${index}.email`]}
                  />
                  <TextInput
                    type="tel"
                    label={t('partners.fields.adminPhone', { n: index + 1 })}
                    value={admin.phone}
                    onChange={(event) => setAdmin(index, 'phone', event.currentTarget.value)}
                    error={errors[`admins.${index}.phone`]}
                  />
                </SimpleGrid>
                {admins.length > 1 ? (
                  <Group justify="flex-end" mt="xs">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => {
                        setAdmins((current) => current.filter((_, i) => i !== index));
                        setErrors({});
                      }}
                    >
                      {t('partners.removeAdmin', { n: index + 1 })}
                    </Button>
                  </Group>
                ) : null}
              </Paper>
            ))}
            {admins.length < MAX_PARTNER_ADMINS_AT_ONBOARDING ? (
              <Group>
                <Button variant="default" onClick={() => setAdmins((current) => [...current, emptyAdmin()])}>
                  {t('partners.addAdminRow')}
                </Button>
              </Group>
            ) : null}
          </Stack>
          <Group justify="flex-end">
            <SubmitButton loading={create.isPending}>{t('partners.create')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </PageContainer>
  );
}
