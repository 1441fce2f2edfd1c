import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import {
  type AssignableRole,
  formatDate,
  MAX_TEAM_NAME_LENGTH,
  type Team,
  type TeamMember,
} from '@baro/core';
import {
  ConfirmDialog,
  type FormError,
  FormErrorAlert,
  LoadingState,
  notifyError,
  notifySuccess,
  QueryErrorState,
  SubmitButton,
  TableScroll,
} from '@baro/ui';
import { Alert, Badge, Button, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../../components/fields/CountedText.tsx';
import { useFieldRules } from '../../../lib/field-rules.ts';
import { applyServerFieldErrors, liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { useChangeMemberRole } from '../api/change-member-role.ts';
import { useTeam } from '../api/get-team.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useTransferMaster } from '../api/transfer-master.ts';
import { useUpdateTeam } from '../api/update-team.ts';
import { canManageTeam, memberActions } from '../team-permissions.ts';
import { RoleBadge } from './RoleBadge.tsx';

export interface TeamSectionProps {
  /** The signed-in user (from the profile): their row gets "나" and the leave button. */
  myUserId: string;
  /** Opens the invitation form (the my page's invitations tab). */
  onInvite?: () => void;
}

/** The team's name and members, with the controls the user's role allows. */
export function TeamSection({ myUserId, onInvite }: TeamSectionProps) {
  const { t } = useTranslation();
  const team = useTeam();

  if (team.isPending) return <LoadingState variant="skeleton" rows={5} />;
  if (team.isError) {
    return <QueryErrorState query={team} />;
  }
  const data = team.data;
  const manages = canManageTeam(data.myRole);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', xs: 'lg' }}>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h3">
              {t('mypage.team.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('mypage.team.description')}
            </Text>
          </div>
          {manages ? (
            <TeamNameForm key={data.name} name={data.name} />
          ) : (
            <Text>
              <Text span c="dimmed" size="sm">
                {t('mypage.team.name')}:{' '}
              </Text>
              <Text span fw={700}>
                {data.name}
              </Text>
            </Text>
          )}
          <Text size="sm">{t('mypage.team.myRole', { role: t(`mypage.roles.${data.myRole}`) })}</Text>
        </Stack>
      </Paper>

      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', xs: 'lg' }}
        component="section"
        aria-labelledby="members-title"
      >
        <Stack gap="sm">
          <Group justify="space-between" align="center">
            <Title order={2} size="h3" id="members-title">
              {t('mypage.team.memberCount', { count: data.members.length })}
            </Title>
            {manages && onInvite ? (
              <Button variant="light" onClick={onInvite}>
                {t('mypage.team.invite')}
              </Button>
            ) : null}
          </Group>
          <MembersTable team={data} myUserId={myUserId} />
          {data.members.length === 1 ? (
            <Text size="sm" c="dimmed">
              {t('mypage.team.noMembers')}
            </Text>
          ) : null}
          {data.myRole === 'master' && data.members.length > 1 ? (
            <Alert color="gray" variant="light">
              {t('mypage.team.masterCannotLeave')}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}

function TeamNameForm({ name }: { name: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rules = useFieldRules();
  const errorText = useErrorText();
  const update = useUpdateTeam();
  const [formError, setFormError] = useState<FormError | null>(null);
  const form = useLiveForm<{ name: string }>({
    initialValues: { name },
    validate: { name: rules.text(MAX_TEAM_NAME_LENGTH) },
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync({ name: values.name.trim() });
      notifySuccess(t('mypage.team.renamed'));
    } catch (error) {
      const unmatched = applyServerFieldErrors(form, error);
      const body = toErrorBody(error);
      if (body?.code !== 'VALIDATION_FAILED' || Object.keys(unmatched).length > 0) {
        setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('mypage.team.rename')}>
      <Stack gap="xs">
        <FormErrorAlert error={formError} language={language} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <CountedTextField
            label={t('mypage.team.name')}
            required
            max={MAX_TEAM_NAME_LENGTH}
            style={{ flex: '1 1 16rem' }}
            {...form.getInputProps('name')}
            value={form.values.name}
          />
          <SubmitButton loading={update.isPending} disabled={!form.isDirty()} variant="light">
            {t('common.actions.save')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

type PendingAction = { kind: 'remove' | 'transfer' | 'leave'; member: TeamMember };

export interface MembersTableProps {
  team: Team;
  myUserId: string;
}

/**
 * Members with their role and joining date. Per row, only what the server would accept: a role
 * select (master: admins and members; admin: members), remove, transfer master (master), and on
 * the user's own row, leave (not the master). Removing, transferring and leaving are confirmed.
 */
export function MembersTable({ team, myUserId }: MembersTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const transfer = useTransferMaster();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const me = { id: myUserId, role: team.myRole };

  const onRoleChange = (member: TeamMember, role: AssignableRole) => {
    if (role === member.role) return;
    changeRole.mutate(
      { userId: member.id, role },
      {
        onSuccess: () =>
          notifySuccess(t('mypage.team.roleChanged', { name: member.name, role: t(`mypage.roles.${role}`) })),
        onError: (error) => notifyError(errorText(error)),
      },
    );
  };

  const confirm = () => {
    if (!pending) return;
    const { kind, member } = pending;
    const done = {
      onError: (error: unknown) => notifyError(errorText(error)),
      onSettled: () => setPending(null),
    };
    if (kind === 'transfer') {
      transfer.mutate(member.id, {
        ...done,
        onSuccess: () => notifySuccess(t('mypage.team.transferred', { name: member.name })),
      });
    } else {
      remove.mutate(member.id, {
        ...done,
        onSuccess: () =>
          notifySuccess(
            kind === 'leave' ? t('mypage.team.left') : t('mypage.team.removed', { name: member.name }),
          ),
      });
    }
  };

  const dialog = pending
    ? {
        remove: {
          title: t('mypage.team.removeConfirmTitle'),
          message: t('mypage.team.removeConfirm', { name: pending.member.name }),
          confirmLabel: t('mypage.team.removeMember'),
        },
        transfer: {
          title: t('mypage.team.transferConfirmTitle'),
          message: t('mypage.team.transferConfirm', { name: pending.member.name }),
          confirmLabel: t('mypage.team.transferMaster'),
        },
        leave: {
          title: t('mypage.team.leaveConfirmTitle'),
          message: t('mypage.team.leaveConfirm'),
          confirmLabel: t('mypage.team.leave'),
        },
      }[pending.kind]
    : null;

  return (
    <>
      <TableScroll minWidth={640}>
        <Table verticalSpacing="sm" aria-labelledby="members-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('mypage.team.columns.member')}</Table.Th>
              <Table.Th scope="col">{t('mypage.team.columns.role')}</Table.Th>
              <Table.Th scope="col">{t('mypage.team.columns.joinedAt')}</Table.Th>
              <Table.Th scope="col">{t('mypage.team.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {team.members.map((member) => {
              const isMe = member.id === myUserId;
              const actions = memberActions(me, member);
              return (
                <Table.Tr key={member.id} data-member-id={member.id} data-role={member.role}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text fw={600}>{member.name}</Text>
                      {isMe ? (
                        <Badge size="sm" variant="outline">
                          {t('mypage.team.you')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {member.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {actions.assignableRoles.length > 0 ? (
                      <NativeSelect
                        size="xs"
                        aria-label={t('mypage.team.roleOf', { name: member.name })}
                        value={member.role}
                        disabled={changeRole.isPending && changeRole.variables?.userId === member.id}
                        data={actions.assignableRoles.map((role) => ({
                          value: role,
                          label: t(`mypage.roles.${role}`),
                        }))}
                        onChange={(event) =>
                          onRoleChange(member, event.currentTarget.value as AssignableRole)
                        }
                        w={120}
                      />
                    ) : (
                      <RoleBadge role={member.role} />
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(member.joinedAt, language)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {actions.canTransferMaster ? (
                        <Button
                          variant="subtle"
                          size="xs"
                          onClick={() => setPending({ kind: 'transfer', member })}
                          aria-label={`${t('mypage.team.transferMaster')}: ${member.name}`}
                        >
                          {t('mypage.team.transferMaster')}
                        </Button>
                      ) : null}
                      {actions.canRemove ? (
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          onClick={() => setPending({ kind: 'remove', member })}
                          aria-label={`${t('mypage.team.removeMember')}: ${member.name}`}
                        >
                          {t('mypage.team.removeMember')}
                        </Button>
                      ) : null}
                      {actions.canLeave ? (
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          onClick={() => setPending({ kind: 'leave', member })}
                        >
                          {t('mypage.team.leave')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <ConfirmDialog
        opened={dialog !== null}
        title={dialog?.title}
        message={dialog?.message}
        confirmLabel={dialog?.confirmLabel}
        tone="danger"
        loading={remove.isPending || transfer.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
}
