import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import { type AssignableRole, formatDate } from '@baro/core';
import {
  EmailField,
  EmptyState,
  type FormError,
  FormErrorAlert,
  LoadingState,
  notifyError,
  notifySuccess,
  QueryErrorState,
  SubmitButton,
  TableScroll,
} from '@baro/ui';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../../lib/field-rules.ts';
import { liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { useCancelInvitation } from '../api/cancel-invitation.ts';
import { useCreateInvitation } from '../api/create-invitation.ts';
import { useTeam } from '../api/get-team.ts';
import { useTeamInvitations } from '../api/get-team-invitations.ts';
import { canManageTeam } from '../team-permissions.ts';
import { InvitationStatusBadge } from './InvitationStatusBadge.tsx';

const ROLES: readonly AssignableRole[] = ['member', 'admin'];

/** Errors about the invited address, said on the e-mail field rather than above the form. */
const ADDRESS_ERRORS: ReadonlySet<string> = new Set([
  'ALREADY_INVITED',
  'ALREADY_TEAM_MEMBER',
  'INVITEE_NOT_CUSTOMER',
]);

/** Invite by e-mail and role, and the team's invitations with their status (master and admins only). */
export function SentInvitationsSection() {
  const { t } = useTranslation();
  const team = useTeam();
  const manages = team.data ? canManageTeam(team.data.myRole) : false;

  return (
    <Stack gap="sm" component="section" aria-labelledby="sent-invitations-title">
      <Title order={2} size="h3" id="sent-invitations-title">
        {t('mypage.invitations.sent')}
      </Title>
      {team.isPending ? (
        <LoadingState variant="skeleton" rows={2} />
      ) : team.isError ? (
        <QueryErrorState query={team} headingOrder={3} />
      ) : manages ? (
        <>
          <InviteForm />
          <SentInvitationsList />
        </>
      ) : (
        <Alert color="gray" variant="light">
          {t('mypage.team.onlyManagersCanInvite')}
        </Alert>
      )}
    </Stack>
  );
}

function InviteForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const rules = useFieldRules();
  const errorText = useErrorText();
  const invite = useCreateInvitation();
  const [formError, setFormError] = useState<FormError | null>(null);

  const form = useLiveForm<{ email: string; role: AssignableRole }>({
    initialValues: { email: '', role: 'member' },
    validate: { email: rules.email },
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, async ({ email, role }) => {
    setFormError(null);
    try {
      const invitation = await invite.mutateAsync({ email: email.trim(), role });
      form.reset();
      notifySuccess(t('mypage.team.invited', { email: invitation.email }));
    } catch (error) {
      const body = toErrorBody(error);
      const fieldMessage = body?.fields?.email;
      if (fieldMessage || (body && ADDRESS_ERRORS.has(body.code))) {
        form.setFieldError('email', fieldMessage ?? errorText(error));
        return;
      }
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', xs: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="invite-title">
        <Stack gap="sm">
          <div>
            <Title order={3} size="h4" id="invite-title">
              {t('mypage.team.inviteTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('mypage.team.inviteDescription')}
            </Text>
          </div>
          <FormErrorAlert error={formError} language={language} />
          <Group align="flex-start" gap="sm" wrap="wrap">
            <EmailField
              label={t('fields.email')}
              placeholder={t('fields.emailPlaceholder')}
              required
              autoComplete="off"
              style={{ flex: '1 1 16rem' }}
              {...form.getInputProps('email')}
            />
            <NativeSelect
              label={t('mypage.invitations.role')}
              data={ROLES.map((role) => ({ value: role, label: t(`mypage.roles.${role}`) }))}
              style={{ flex: '0 1 10rem' }}
              {...form.getInputProps('role')}
            />
          </Group>
          <Group justify="flex-end">
            <SubmitButton loading={invite.isPending}>{t('mypage.team.inviteSubmit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function SentInvitationsList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const invitations = useTeamInvitations();
  const cancel = useCancelInvitation();

  if (invitations.isPending) return <LoadingState variant="skeleton" rows={3} />;
  if (invitations.isError) {
    return <QueryErrorState query={invitations} headingOrder={3} />;
  }
  if (invitations.data.items.length === 0) {
    return <EmptyState title={t('mypage.invitations.sentEmpty')} headingOrder={3} />;
  }

  const onCancel = (id: string) =>
    cancel.mutate(id, {
      onSuccess: () => notifySuccess(t('mypage.invitations.canceled')),
      onError: (error) => notifyError(errorText(error)),
    });

  return (
    <TableScroll minWidth={720}>
      <Table verticalSpacing="sm" aria-labelledby="sent-invitations-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('fields.email')}</Table.Th>
            <Table.Th scope="col">{t('mypage.invitations.role')}</Table.Th>
            <Table.Th scope="col">{t('mypage.invitations.statusLabel')}</Table.Th>
            <Table.Th scope="col">{t('mypage.invitations.inviter')}</Table.Th>
            <Table.Th scope="col">{t('mypage.invitations.invitedAt')}</Table.Th>
            <Table.Th scope="col">{t('mypage.invitations.expiresAt')}</Table.Th>
            <Table.Th scope="col">
              <span className="baro-visually-hidden">{t('mypage.team.columns.actions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.data.items.map((invitation) => (
            <Table.Tr key={invitation.id} data-invitation-id={invitation.id}>
              <Table.Td>{invitation.email}</Table.Td>
              <Table.Td>{t(`mypage.roles.${invitation.role}`)}</Table.Td>
              <Table.Td>
                <InvitationStatusBadge status={invitation.status} />
              </Table.Td>
              <Table.Td>{invitation.invitedBy.name}</Table.Td>
              <Table.Td>{formatDate(invitation.createdAt, language)}</Table.Td>
              <Table.Td>{formatDate(invitation.expiresAt, language)}</Table.Td>
              <Table.Td>
                {invitation.status === 'pending' ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => onCancel(invitation.id)}
                    loading={cancel.isPending && cancel.variables === invitation.id}
                    aria-label={`${t('mypage.invitations.cancel')}: ${invitation.email}`}
                  >
                    {t('mypage.invitations.cancel')}
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
