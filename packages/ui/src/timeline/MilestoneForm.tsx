import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import type { ShipmentMilestone } from '@baro/core';
import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type FormError, FormErrorAlert } from '../form/FormErrorAlert.tsx';
import { SubmitButton } from '../form/SubmitButton.tsx';

/** What the form holds: times as Seoul wall-clock text (`datetime-local`), place and note as typed. */
export interface MilestoneFormDraft {
  readonly plannedAt: string;
  readonly actualAt: string;
  readonly place: string;
  readonly note: string;
}

/** A draft checked by the app's rule: the request to send, or what to fix (and a line above the form). */
export type MilestoneFormCheck<Request> =
  | { readonly ok: true; readonly request: Request }
  | { readonly ok: false; readonly fields: Record<string, string>; readonly message?: string };

/** The form's words, in the app's language. */
export interface MilestoneFormWords {
  title: string;
  plannedAt: string;
  actualAt: string;
  /** Under the actual time (Seoul time; or that a recorded one is fixed). */
  actualHint: string;
  place: string;
  note: string;
  noteHint?: string;
  save: string;
  cancel: string;
}

export interface MilestoneFormProps<Request> {
  milestone: ShipmentMilestone;
  /** What the fields start with. */
  initialDraft: MilestoneFormDraft;
  /** The app's rule for a draft (the contract's schema, Seoul time, only what changed). */
  check: (draft: MilestoneFormDraft) => MilestoneFormCheck<Request>;
  onSubmit: (request: Request) => Promise<unknown>;
  onCancel: () => void;
  onSaved: () => void;
  words: MilestoneFormWords;
  /** The title's id is `${idPrefix}-${milestone.kind}`. */
  idPrefix: string;
  /** The actual time is shown but cannot be changed (a partner's recorded time). */
  actualReadOnly?: boolean;
  /** The note must be given (a staff correction says why). */
  noteRequired?: boolean;
}

/**
 * One milestone's planned and actual time (Seoul, `datetime-local`), place and note, checked by
 * the app's rule before anything is sent; the server's refusals (out of order, in the future,
 * already recorded) appear above the form in its words, its field errors under the fields.
 */
export function MilestoneForm<Request>({
  milestone,
  initialDraft,
  check,
  onSubmit,
  onCancel,
  onSaved,
  words,
  idPrefix,
  actualReadOnly = false,
  noteRequired = false,
}: MilestoneFormProps<Request>) {
  const language = useLanguage();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<MilestoneFormDraft>(initialDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = `${idPrefix}-${milestone.kind}`;

  const set = (field: keyof MilestoneFormDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = check(draft);
    if (!checked.ok) {
      setErrors(checked.fields);
      if (checked.message) setFormError({ kind: 'input', message: checked.message });
      return;
    }
    setSaving(true);
    try {
      await onSubmit(checked.request);
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
            {words.title}
          </Title>
          <FormErrorAlert error={formError} language={language} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="datetime-local"
              label={words.plannedAt}
              value={draft.plannedAt}
              onChange={(event) => set('plannedAt')(event.currentTarget.value)}
              error={errors.plannedAt}
              disabled={saving}
            />
            <TextInput
              type="datetime-local"
              label={words.actualAt}
              description={words.actualHint}
              value={draft.actualAt}
              onChange={(event) => set('actualAt')(event.currentTarget.value)}
              error={errors.actualAt}
              readOnly={actualReadOnly}
              disabled={saving}
            />
            <TextInput
              label={words.place}
              value={draft.place}
              onChange={(event) => set('place')(event.currentTarget.value)}
              error={errors.place}
              disabled={saving}
            />
            <Textarea
              label={words.note}
              description={words.noteHint}
              required={noteRequired}
              rows={2}
              value={draft.note}
              onChange={(event) => set('note')(event.currentTarget.value)}
              error={errors.note}
              disabled={saving}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {words.cancel}
            </Button>
            <SubmitButton loading={saving}>{words.save}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
