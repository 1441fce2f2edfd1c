import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import {
  type AddPartnerAdminRequest,
  type AdminPartnerDetail,
  addPartnerAdminRequestSchema,
  formatDateTime,
  toFieldErrors,
} from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton } from '@baro/ui';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../lib/paths.ts';
import { useAddPartnerAdmin } from '../api/add-partner-admin.ts';

const EMPTY = { name: '', email: '', phone: '' };

/** A partner's administrators (disabled ones marked), and a form to add one. */
export function PartnerAdmins({ partner }: { partner: AdminPartnerDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const add = useAddPartnerAdmin(partner.id);
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);

  const set = (field: keyof typeof EMPTY, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const request: AddPartnerAdminRequest = {
      name: draft.name,
      email: draft.email.trim(),
      ...(draft.phone.trim() ? { phone: draft.phone.trim() } : {}),
    };
    const parsed = addPartnerAdminRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error, language, request));
      return;
    }
    try {
      await add.mutateAsync(request);
      notifySuccess(t('partners.adminAdded', { email: request.email }));
      setDraft(EMPTY);
      setAdding(false);
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) setErrors(body.fields);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="partner-admins">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="partner-admins">
          {t('partners.admins')}
        </Title>
        {adding ? null : (
          <Button size="xs" variant="default" onClick={() => setAdding(true)}>
            {t('partners.addAdmin')}
          </Button>
        )}
      </Group>
      <div className="baro-table-scroll">
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('partners.columns.adminName')}</Table.Th>
              <Table.Th>{t('partners.columns.phone')}</Table.Th>
              <Table.Th>{t('partners.columns.lastLogin')}</Table.Th>
              <Table.Th>{t('partners.columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {partner.admins.map((admin) => (
              <Table.Tr key={admin.id}>
                <Table.Td>
                  <Anchor component={Link} to={hrefs.user(admin.id)} fw={600}>
                    {admin.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {admin.email}
                  </Text>
                </Table.Td>
                <Table.Td className="baro-nowrap">{admin.phone ?? '—'}</Table.Td>
                <Table.Td className="baro-nowrap">
                  {admin.lastLoginAt
                    ? formatDateTime(admin.lastLoginAt, language)
                    : t('partners.notYetLoggedIn')}
                </Table.Td>
                <Table.Td>
                  <Badge color={admin.disabledAt ? 'red' : 'green'} variant="light">
                    {admin.disabledAt ? t('users.disabled') : t('users.active')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {adding ? (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('partners.addAdmin')}>
          <Stack gap="sm" mt="md">
            <FormErrorAlert error={formError} language={language} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={t('partners.fields.newAdminName')}
                required
                value={draft.name}
                onChange={(event) => set('name', event.currentTarget.value)}
                error={errors.name}
              />
              <TextInput
                type="email"
                label={t('partners.fields.newAdminEmail')}
                required
                value={draft.email}
                onChange={(event) => set('email', event.currentTarget.value)}
                error={errors.email}
              />
              <TextInput
                type="tel"
                label={t('partners.fields.newAdminPhone')}
                value={draft.phone}
                onChange={(event) => set('phone', event.currentTarget.value)}
                error={errors.phone}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('partners.adminsHint')}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setAdding(false)} disabled={add.isPending}>
                {t('common.cancel')}
              </Button>
              <SubmitButton loading={add.isPending}>{t('partners.addAdmin')}</SubmitButton>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Paper>
  );
}
