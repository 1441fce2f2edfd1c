import { useLanguage } from '@baro/client';
import { formatDate, type Invitation } from '@baro/core';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface InvitationCardProps {
  invitation: Invitation;
  /** Accept and decline buttons. */
  actions?: ReactNode;
  headingOrder?: 3 | 4;
}

/** One invitation addressed to the user: which team, who invited, as what, until when. */
export function InvitationCard({ invitation, actions, headingOrder = 3 }: InvitationCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Heading = headingOrder === 3 ? 'h3' : 'h4';
  return (
    <Paper withBorder radius="md" p="md" data-invitation-id={invitation.id}>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={2}>
          <Text component={Heading} fw={700} m={0} size="md">
            {t('mypage.invitations.invitedTo', { team: invitation.team.name })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('mypage.invitations.invitedBy', { name: invitation.invitedBy.name })} ·{' '}
            {t('mypage.invitations.roleAs', { role: t(`mypage.roles.${invitation.role}`) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('mypage.invitations.expiresAt')}: {formatDate(invitation.expiresAt, language, true)}
          </Text>
        </Stack>
        {actions ? (
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
