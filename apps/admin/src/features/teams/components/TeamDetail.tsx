import { useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import { formatDateTime, type Invitation } from '@baro/core';
import {
  EmptyState,
  LoadingState,
  notifyError,
  notifySuccess,
  PageContainer,
  QueryErrorState,
} from '@baro/ui';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ManagersPanel } from '../../../components/managers/ManagersPanel.tsx';
import { hrefs, paths } from '../../../lib/paths.ts';
import { useTeam } from '../api/get-team.ts';
import { usePutTeamManagers } from '../api/put-team-managers.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';

const STATUS_COLORS: Record<Invitation['status'], string> = {
  pending: 'blue',
  accepted: 'green',
  declined: 'gray',
  canceled: 'gray',
  expired: 'orange',
};

/**
 * `/teams/{id}`: a customer team — its members with their roles, state and managers, the managers
 * to give every member at once, and its invitations, which staff can send again (a pending one,
 * expired or not, gets seven more days and the same link).
 */
export function TeamDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const team = useTeam(id);
  const putManagers = usePutTeamManagers(id);
  const resend = useResendInvitation(id);
  useDocumentTitle(team.data?.name ?? t('teams.detailTitle'));

  if (team.isPending) return <LoadingState />;
  if (team.isError) return <QueryErrorState query={team} />;
  const detail = team.data;
  const master = detail.members.find((member) => member.role === 'master') ?? detail.members[0];

  const resendOne = async (invitation: Invitation) => {
    try {
      await resend.mutateAsync(invitation.id);
      notifySuccess(t('teams.resent', { email: invitation.email }));
    } catch (error) {
      notifyError(errorText(error));
    }
  };

  return (
    <PageContainer
      component="div"
      size="xl"
      title={detail.name}
      description={t('teams.since', { at: formatDateTime(detail.createdAt, language) })}
      actions={
        <Group gap="sm">
          <Button component={Link} to={paths.teams} variant="default">
            {t('common.back')}
          </Button>
          <Button component={Link} to={hrefs.auditOf(detail.id)} variant="default">
            {t('teams.history')}
          </Button>
        </Group>
      }
    >
      <Stack gap="lg">
        <Paper withBorder p="md" component="section" aria-labelledby="team-members">
          <Title order={2} size="h4" id="team-members" mb="sm">
            {t('teams.members')}
          </Title>
          <div className="baro-table-scroll">
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('teams.columns.member')}</Table.Th>
                  <Table.Th>{t('teams.columns.role')}</Table.Th>
                  <Table.Th>{t('teams.columns.managers')}</Table.Th>
                  <Table.Th>{t('teams.columns.lastLogin')}</Table.Th>
                  <Table.Th>{t('teams.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.members.map((member) => (
                  <Table.Tr key={member.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.user(member.id)} fw={600}>
                        {member.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {member.email}
                        {member.phone ? ` · ${member.phone}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`teamRole.${member.role}`)}</Table.Td>
                    <Table.Td>
                      <Text size="xs">
                        {t('managers.roles.forwarding')}: {member.managers.forwarding?.name ?? '—'}
                      </Text>
                      <Text size="xs">
                        {t('managers.roles.exportForwarding')}:{' '}
                        {member.managers.exportForwarding?.name ?? '—'}
                      </Text>
                      <Text size="xs">
                        {t('managers.roles.fulfillment')}: {member.managers.fulfillment?.name ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td className="baro-nowrap">
                      {member.lastLoginAt
                        ? formatDateTime(member.lastLoginAt, language)
                        : t('users.neverLoggedIn')}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={member.disabledAt ? 'red' : 'green'} variant="light">
                        {member.disabledAt ? t('users.disabled') : t('users.active')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </Paper>

        {master ? (
          <ManagersPanel
            key={JSON.stringify(master.managers)}
            managers={master.managers}
            scope={t('managers.scopeTeam', { count: detail.members.length })}
            onSave={(managers) => putManagers.mutateAsync(managers)}
          />
        ) : null}

        <Paper withBorder p="md" component="section" aria-labelledby="team-invitations">
          <Title order={2} size="h4" id="team-invitations" mb="sm">
            {t('teams.invitations')}
          </Title>
          {detail.invitations.length === 0 ? (
            <EmptyState title={t('teams.noInvitations')} />
          ) : (
            <div className="baro-table-scroll">
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('teams.columns.email')}</Table.Th>
                    <Table.Th>{t('teams.columns.role')}</Table.Th>
                    <Table.Th>{t('teams.columns.invitedBy')}</Table.Th>
                    <Table.Th>{t('teams.columns.expiresAt')}</Table.Th>
                    <Table.Th>{t('teams.columns.status')}</Table.Th>
                    <Table.Th>
                      <span className="baro-visually-hidden">{t('teams.columns.actions')}</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.invitations.map((invitation) => (
                    <Table.Tr key={invitation.id}>
                      <Table.Td>{invitation.email}</Table.Td>
                      <Table.Td>{t(`teamRole.${invitation.role}`)}</Table.Td>
                      <Table.Td>{invitation.invitedBy.name}</Table.Td>
                      <Table.Td className="baro-nowrap">
                        {formatDateTime(invitation.expiresAt, language)}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[invitation.status]} variant="light">
                          {t(`invitationStatus.${invitation.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {invitation.status === 'pending' || invitation.status === 'expired' ? (
                          <Button
                            size="xs"
                            variant="light"
                            loading={resend.isPending && resend.variables === invitation.id}
                            onClick={() => void resendOne(invitation)}
                            aria-label={t('teams.resendTo', { email: invitation.email })}
                          >
                            {t('teams.resend')}
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
        </Paper>
      </Stack>
    </PageContainer>
  );
}
