import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import {
  PARCEL_COMPANIES,
  PARCEL_COMPANY_CODES,
  toFieldErrors,
  updateWarehouseRequestSchema,
  type Warehouse,
} from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton } from '@baro/ui';
import { Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateWarehouse } from '../api/update-warehouse.ts';

type Draft = {
  name: string;
  address: string;
  cutOffTime: string;
  zipCode: string;
  phone: string;
  parcelCompany: string;
};

/** Fields a blank clears (sent as null) rather than leaves unchanged. */
const CLEARABLE: readonly (keyof Draft)[] = ['zipCode', 'phone', 'parcelCompany'];

/**
 * A warehouse's name, address and daily cut-off, and what its waybills carry as sender: postal
 * code, phone and default carrier (issue 14). Orders placed after the cut-off on a business day
 * ship the next business day, so the form says so; only changed fields are sent, a cleared
 * postal code, phone or carrier as null.
 */
export function WarehouseForm({ warehouse }: { warehouse: Warehouse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const update = useUpdateWarehouse(warehouse.id);
  const initial: Draft = {
    name: warehouse.name,
    address: warehouse.address ?? '',
    cutOffTime: warehouse.cutOffTime,
    zipCode: warehouse.zipCode ?? '',
    phone: warehouse.phone ?? '',
    parcelCompany: warehouse.parcelCompany ?? '',
  };
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);

  const set = (field: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const changes = Object.fromEntries(
      (Object.keys(draft) as (keyof Draft)[])
        .filter((field) => draft[field].trim() !== initial[field])
        .map((field) => {
          const value = draft[field].trim();
          return [field, value === '' && CLEARABLE.includes(field) ? null : value];
        }),
    );
    if (Object.keys(changes).length === 0) {
      notifySuccess(t('warehouses.unchanged'));
      return;
    }
    const parsed = updateWarehouseRequestSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error, language, changes));
      return;
    }
    try {
      const saved = await update.mutateAsync(parsed.data);
      notifySuccess(t('warehouses.saved', { name: saved.name }));
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) setErrors(body.fields);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="warehouse-form">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="warehouse-form">
            {t('warehouses.details')}
          </Title>
          <FormErrorAlert error={formError} language={language} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('warehouses.fields.name')}
              required
              maxLength={100}
              value={draft.name}
              onChange={(event) => set('name', event.currentTarget.value)}
              error={errors.name}
            />
            <TextInput
              type="time"
              label={t('warehouses.fields.cutOff')}
              description={t('warehouses.cutOffHint')}
              required
              value={draft.cutOffTime}
              onChange={(event) => set('cutOffTime', event.currentTarget.value)}
              error={errors.cutOffTime}
            />
          </SimpleGrid>
          <TextInput
            label={t('warehouses.fields.address')}
            maxLength={300}
            value={draft.address}
            onChange={(event) => set('address', event.currentTarget.value)}
            error={errors.address}
          />
          <Title order={3} size="h5" mt="xs">
            {t('warehouses.shipping')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('warehouses.shippingHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('warehouses.fields.zipCode')}
              inputMode="numeric"
              autoComplete="postal-code"
              value={draft.zipCode}
              onChange={(event) => set('zipCode', event.currentTarget.value)}
              error={errors.zipCode}
            />
            <TextInput
              type="tel"
              label={t('warehouses.fields.phone')}
              autoComplete="tel"
              value={draft.phone}
              onChange={(event) => set('phone', event.currentTarget.value)}
              error={errors.phone}
            />
            <NativeSelect
              label={t('warehouses.fields.parcelCompany')}
              description={t('warehouses.parcelCompanyHint')}
              value={draft.parcelCompany}
              onChange={(event) => set('parcelCompany', event.currentTarget.value)}
              error={errors.parcelCompany}
              data={[
                { value: '', label: t('warehouses.defaultCarrier') },
                ...PARCEL_COMPANY_CODES.map((code) => ({
                  value: code,
                  label: language === 'en' ? PARCEL_COMPANIES[code].nameEn : PARCEL_COMPANIES[code].nameKo,
                })),
              ]}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <SubmitButton loading={update.isPending}>{t('common.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
