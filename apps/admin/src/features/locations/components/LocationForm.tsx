import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import {
  createLocationRequestSchema,
  LOCATION_KINDS,
  type LocationKind,
  type TradeLocation,
  toFieldErrors,
  updateLocationRequestSchema,
} from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton } from '@baro/ui';
import { Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateLocation, useUpdateLocation } from '../api/change-location.ts';

type Draft = {
  code: string;
  kind: LocationKind;
  nameKo: string;
  nameEn: string;
  countryCode: string;
  timeZone: string;
};

const EMPTY: Draft = { code: '', kind: 'sea', nameKo: '', nameEn: '', countryCode: '', timeZone: '' };

/**
 * A new location (code and kind chosen once) or an existing one's names, country and time zone,
 * checked with the contract before sending; the server's field errors land beside the fields.
 */
export function LocationForm({ location, onDone }: { location?: TradeLocation; onDone?: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const [draft, setDraft] = useState<Draft>(location ? { ...location } : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);

  const set = (field: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    try {
      if (location) {
        const request = {
          nameKo: draft.nameKo,
          nameEn: draft.nameEn,
          countryCode: draft.countryCode,
          timeZone: draft.timeZone,
        };
        const parsed = updateLocationRequestSchema.safeParse(request);
        if (!parsed.success) return setErrors(toFieldErrors(parsed.error, language, request));
        const saved = await update.mutateAsync({ code: location.code, request: parsed.data });
        notifySuccess(t('locations.saved', { code: saved.code }));
      } else {
        const parsed = createLocationRequestSchema.safeParse(draft);
        if (!parsed.success) return setErrors(toFieldErrors(parsed.error, language, draft));
        const saved = await create.mutateAsync(parsed.data);
        notifySuccess(t('locations.added', { code: saved.code }));
        setDraft(EMPTY);
      }
      onDone?.();
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) setErrors(body.fields);
      setFormError({
        ...(body ? { code: body.code } : {}),
        message: body?.code === 'CONFLICT' ? t('locations.codeTaken') : errorText(error),
      });
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={location ? t('locations.editTitle', { code: location.code }) : t('locations.add')}
    >
      <Stack gap="sm">
        <FormErrorAlert error={formError} language={language} />
        <SimpleGrid cols={{ base: 1, sm: location ? 2 : 3 }} spacing="sm">
          {location ? null : (
            <>
              <TextInput
                label={t('locations.fields.code')}
                description={t('locations.codeHint')}
                required
                maxLength={5}
                value={draft.code}
                onChange={(event) => set('code', event.currentTarget.value)}
                error={errors.code}
              />
              <NativeSelect
                label={t('locations.fields.kind')}
                value={draft.kind}
                onChange={(event) => set('kind', event.currentTarget.value)}
                data={LOCATION_KINDS.map((value) => ({ value, label: t(`locations.kinds.${value}`) }))}
              />
            </>
          )}
          <TextInput
            label={t('locations.fields.nameKo')}
            required
            maxLength={100}
            value={draft.nameKo}
            onChange={(event) => set('nameKo', event.currentTarget.value)}
            error={errors.nameKo}
          />
          <TextInput
            label={t('locations.fields.nameEn')}
            required
            maxLength={100}
            value={draft.nameEn}
            onChange={(event) => set('nameEn', event.currentTarget.value)}
            error={errors.nameEn}
          />
          <TextInput
            label={t('locations.fields.countryCode')}
            required
            maxLength={2}
            value={draft.countryCode}
            onChange={(event) => set('countryCode', event.currentTarget.value)}
            error={errors.countryCode}
          />
          <TextInput
            label={t('locations.fields.timeZone')}
            placeholder="Asia/Seoul"
            required
            maxLength={64}
            value={draft.timeZone}
            onChange={(event) => set('timeZone', event.currentTarget.value)}
            error={errors.timeZone}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <SubmitButton loading={create.isPending || update.isPending}>
            {location ? t('common.save') : t('locations.add')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
