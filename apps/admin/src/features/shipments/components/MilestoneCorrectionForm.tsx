import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import { type MilestoneCorrectionRequest, milestoneLabel, type ShipmentMilestone } from '@baro/core';
import { type FormError, FormErrorAlert, SubmitButton } from '@baro/ui';
import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CorrectionDraft, checkCorrection, correctionDraftOf } from '../correction-model.ts';

export interface MilestoneCorrectionFormProps {
  milestone: ShipmentMilestone;
  onSubmit: (request: MilestoneCorrectionRequest) => Promise<unknown>;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * Staff correct one milestone — a recorded actual time too — in Seoul time, and say why in the
 * note (required, kept on the milestone and in the audit log). The server's refusals (out of
 * order, in the future) appear above the form in its words.
 */
export function MilestoneCorrectionForm({
  milestone,
  onSubmit,
  onCancel,
  onSaved,
}: MilestoneCorrectionFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<CorrectionDraft>(() => correctionDraftOf(milestone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [saving, setSaving] = useState(false);
  const name = milestoneLabel(milestone.kind, language);
  const titleId = `correction-${milestone.kind}`;

  const set = (field: keyof CorrectionDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const check = checkCorrection(milestone, draft, language, t('shipments.invalidDate'));
    if (!check.ok) {
      setErrors(check.fields);
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
            {t('shipments.correctTitle', { milestone: name })}
          </Title>
          <FormErrorAlert error={formError} language={language} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="datetime-local"
              label={t('shipments.plannedAt')}
              value={draft.plannedAt}
              onChange={(event) => set('plannedAt')(event.currentTarget.value)}
              error={errors.plannedAt}
              disabled={saving}
            />
            <TextInput
              type="datetime-local"
              label={t('shipments.actualAt')}
              description={t('shipments.seoulTime')}
              value={draft.actualAt}
              onChange={(event) => set('actualAt')(event.currentTarget.value)}
              error={errors.actualAt}
              disabled={saving}
            />
            <TextInput
              label={t('shipments.place')}
              value={draft.place}
              onChange={(event) => set('place')(event.currentTarget.value)}
              error={errors.place}
              disabled={saving}
            />
            <Textarea
              label={t('shipments.note')}
              description={t('shipments.noteHint')}
              required
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
            <SubmitButton loading={saving}>{t('shipments.saveCorrection')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
