import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import { createVesselScheduleRequestSchema, fromSeoulInputValue, toFieldErrors } from '@baro/core';
import { type FormError, FormErrorAlert, LocationPicker, notifySuccess, SubmitButton } from '@baro/ui';
import { Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateSchedule } from '../api/change-schedule.ts';

const EMPTY = { carrier: '', vessel: '', voyage: '', pol: '', pod: '', cutoffAt: '', etd: '', eta: '' };
type Draft = typeof EMPTY;

/** A new sailing: carrier, vessel and voyage, two sea ports, and its times typed in Seoul time. */
export function ScheduleForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const create = useCreateSchedule();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);

  const set = (field: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const request = {
      carrier: draft.carrier,
      vessel: draft.vessel,
      voyage: draft.voyage,
      pol: draft.pol,
      pod: draft.pod,
      etd: fromSeoulInputValue(draft.etd) ?? '',
      eta: fromSeoulInputValue(draft.eta) ?? '',
      ...(draft.cutoffAt ? { cutoffAt: fromSeoulInputValue(draft.cutoffAt) ?? '' } : {}),
    };
    const parsed = createVesselScheduleRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error, language, request));
      return;
    }
    try {
      const saved = await create.mutateAsync(parsed.data);
      notifySuccess(t('schedules.added', { vessel: saved.vessel, voyage: saved.voyage }));
      setDraft(EMPTY);
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) setErrors(body.fields);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('schedules.add')}>
      <Stack gap="sm">
        <FormErrorAlert error={formError} language={language} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('schedules.fields.carrier')}
            required
            maxLength={60}
            value={draft.carrier}
            onChange={(event) => set('carrier', event.currentTarget.value)}
            error={errors.carrier}
          />
          <TextInput
            label={t('schedules.fields.vessel')}
            required
            maxLength={100}
            value={draft.vessel}
            onChange={(event) => set('vessel', event.currentTarget.value)}
            error={errors.vessel}
          />
          <TextInput
            label={t('schedules.fields.voyage')}
            required
            maxLength={30}
            value={draft.voyage}
            onChange={(event) => set('voyage', event.currentTarget.value)}
            error={errors.voyage}
          />
          <LocationPicker
            label={t('schedules.fields.pol')}
            kind="sea"
            required
            value={draft.pol}
            onChange={(code) => set('pol', code)}
            error={errors.pol}
            language={language}
          />
          <LocationPicker
            label={t('schedules.fields.pod')}
            kind="sea"
            required
            value={draft.pod}
            onChange={(code) => set('pod', code)}
            error={errors.pod}
            language={language}
          />
          <TextInput
            type="datetime-local"
            label={t('schedules.fields.cutoff')}
            description={t('schedules.seoulTime')}
            value={draft.cutoffAt}
            onChange={(event) => set('cutoffAt', event.currentTarget.value)}
            error={errors.cutoffAt}
          />
          <TextInput
            type="datetime-local"
            label={t('schedules.fields.etd')}
            description={t('schedules.seoulTime')}
            required
            value={draft.etd}
            onChange={(event) => set('etd', event.currentTarget.value)}
            error={errors.etd}
          />
          <TextInput
            type="datetime-local"
            label={t('schedules.fields.eta')}
            description={t('schedules.seoulTime')}
            required
            value={draft.eta}
            onChange={(event) => set('eta', event.currentTarget.value)}
            error={errors.eta}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <SubmitButton loading={create.isPending}>{t('schedules.add')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
