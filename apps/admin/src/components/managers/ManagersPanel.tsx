import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import { type AssignedManagers, MANAGER_ROLES, type ManagerRole, type PutManagersRequest } from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton } from '@baro/ui';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffMembers } from './get-staff-members.ts';

export interface ManagersPanelProps {
  /** The current assignment; for a team, that of its master (the members usually share it). */
  managers: AssignedManagers;
  /** What saving applies to, said under the title ("이 고객" / "팀원 3명 모두"). */
  scope: string;
  onSave: (managers: PutManagersRequest) => Promise<unknown>;
}

const idsOf = (managers: AssignedManagers): PutManagersRequest => ({
  forwarding: managers.forwarding?.id ?? null,
  exportForwarding: managers.exportForwarding?.id ?? null,
  fulfillment: managers.fulfillment?.id ?? null,
});

/**
 * The three managers of a customer (forwarding, export forwarding, fulfillment — the names the
 * chat widget and my page show): shown, and changed with a select of enabled staff per role.
 */
export function ManagersPanel({ managers, scope, onSave }: ManagersPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const titleId = useId();
  const staff = useStaffMembers();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<PutManagersRequest>(() => idsOf(managers));
  const [errors, setErrors] = useState<Partial<Record<ManagerRole, string>>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [saving, setSaving] = useState(false);

  const start = () => {
    setDraft(idsOf(managers));
    setErrors({});
    setFormError(null);
    setEditing(true);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setFormError(null);
    try {
      await onSave(draft);
      setEditing(false);
      notifySuccess(t('managers.saved'));
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) setErrors(body.fields as Partial<Record<ManagerRole, string>>);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    } finally {
      setSaving(false);
    }
  };

  const options = [
    { value: '', label: t('managers.nobody') },
    ...(staff.data ?? []).map((member) => ({ value: member.id, label: `${member.name} (${member.email})` })),
  ];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id={titleId}>
              {t('managers.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {scope}
            </Text>
          </div>
          {editing ? null : (
            <Button variant="default" size="xs" onClick={start}>
              {t('common.edit')}
            </Button>
          )}
        </Group>
        {editing ? (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="sm">
              <FormErrorAlert error={formError} language={language} />
              {staff.isError ? <FormErrorAlert error={errorText(staff.error)} language={language} /> : null}
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {MANAGER_ROLES.map((role) => (
                  <NativeSelect
                    key={role}
                    label={t(`managers.roles.${role}`)}
                    value={draft[role] ?? ''}
                    data={options}
                    disabled={saving || staff.isPending}
                    error={errors[role]}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setDraft((current) => ({ ...current, [role]: value === '' ? null : value }));
                      setErrors(({ [role]: _removed, ...rest }) => rest);
                    }}
                  />
                ))}
              </SimpleGrid>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setEditing(false)} disabled={saving}>
                  {t('common.cancel')}
                </Button>
                <SubmitButton loading={saving}>{t('common.save')}</SubmitButton>
              </Group>
            </Stack>
          </form>
        ) : (
          <dl className="baro-definitions">
            {MANAGER_ROLES.map((role) => (
              <div key={role}>
                <dt>{t(`managers.roles.${role}`)}</dt>
                <dd>
                  {managers[role] ? (
                    <>
                      {managers[role].name}{' '}
                      <Text span size="sm" c="dimmed">
                        {managers[role].email}
                      </Text>
                    </>
                  ) : (
                    <Text span c="dimmed">
                      {t('managers.nobody')}
                    </Text>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Stack>
    </Paper>
  );
}
