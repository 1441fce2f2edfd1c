import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import { type MilestoneUpdateRequest, milestoneLabel, type ShipmentMilestone } from '@baro/core';
import { type FormError, FormErrorAlert, SubmitButton } from '@baro/ui';
import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkMilestoneDraft, type MilestoneDraft, milestoneDraftOf } from '../milestone-form-model.ts';

export interface MilestoneUpdateFormProps {
  milestone: ShipmentMilestone;
  onSubmit: (update: MilestoneUpdateRequest) => Promise<unknown>;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * Planned and actual time (Seoul, `datetime-local`), place and note of one milestone. An actual
 * time once recorded is shown but not editable (Baro staff correct it). The server's refusals
 * (out of order, in the future, already recorded) are shown above the form in its words.
 */
export function MilestoneUpdateForm({ milestone, onSubmit, onCancel, onSaved }: MilestoneUpdateFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<MilestoneDraft>(() => milestoneDraftOf(milestone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [saving, setSaving] = useState(false);
  const recorded = milestone.actualAt !== null;
  const name = milestoneLabel(milestone.kind, language);
  const titleId = `milestone-form-${milestone.kind}`;

  const set = (field: keyof MilestoneDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const check = checkMilestoneDraft(milestone, draft, language, t('shipment.invalidDate'));
    if (!check.ok) {
      setErrors(check.fields);
      if (check.nothing) setFormError({ kind: 'input', message: t('shipment.nothingToUpdate') });
      return;
    }
    setSaving(true);
    try {
      await onSubmit(check.request);
      onSaved();
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) setErrors(body.fields);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" mt="xs" bg="gray.0" component="section" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id={titleId}>
            {t('shipment.updateTitle', { milestone: name })}
          </Title>
          <FormErrorAlert error={formError} language={language} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="datetime-local"
              label={t('shipment.plannedAt')}
              value={draft.plannedAt}
              onChange={(event) => set('plannedAt')(event.currentTarget.value)}
              error={errors.plannedAt}
              disabled={saving}
            />
            <TextInput
              type="datetime-local"
              label={t('shipment.actualAt')}
              description={recorded ? t('shipment.actualRecorded') : t('shipment.actualHint')}
              value={draft.actualAt}
              onChange={(event) => set('actualAt')(event.currentTarget.value)}
              error={errors.actualAt}
              readOnly={recorded}
              disabled={saving}
            />
            <TextInput
              label={t('shipment.placeInput')}
              value={draft.place}
              onChange={(event) => set('place')(event.currentTarget.value)}
              error={errors.place}
              disabled={saving}
            />
            <Textarea
              label={t('shipment.noteInput')}
              rows={2}
              value={draft.note}
              onChange={(event) => set('note')(event.currentTarget.value)}
              error={errors.note}
              disabled={saving}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <SubmitButton loading={saving}>{t('shipment.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
