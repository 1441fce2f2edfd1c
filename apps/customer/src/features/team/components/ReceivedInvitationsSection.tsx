import { useErrorText } from '@baro/client';
import type { Invitation } from '@baro/core';
import {
  ConfirmDialog,
  EmptyState,
  LoadingState,
  notifyError,
  notifySuccess,
  QueryErrorState,
} from '@baro/ui';
import { Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useDeclineInvitation } from '../api/decline-invitation.ts';
import { useReceivedInvitations } from '../api/get-received-invitations.ts';
import { InvitationCard } from './InvitationCard.tsx';

/** Open invitations addressed to the user, each with accept (confirmed: it means leaving the team) and decline. */
export function ReceivedInvitationsSection() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invitations = useReceivedInvitations();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [accepting, setAccepting] = useState<Invitation | null>(null);

  const confirmAccept = () => {
    if (!accepting) return;
    const invitation = accepting;
    accept.mutate(invitation.id, {
      onSuccess: () => notifySuccess(t('mypage.invitations.accepted', { team: invitation.team.name })),
      onError: (error) => notifyError(errorText(error)),
      onSettled: () => setAccepting(null),
    });
  };

  const onDecline = (invitation: Invitation) =>
    decline.mutate(invitation.id, {
      onSuccess: () => notifySuccess(t('mypage.invitations.declined')),
      onError: (error) => notifyError(errorText(error)),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="received-invitations-title">
      <Title order={2} size="h3" id="received-invitations-title">
        {t('mypage.invitations.received')}
      </Title>
      {invitations.isPending ? (
        <LoadingState variant="skeleton" rows={2} />
      ) : invitations.isError ? (
        <QueryErrorState query={invitations} headingOrder={3} />
      ) : invitations.data.items.length === 0 ? (
        <EmptyState title={t('mypage.invitations.receivedEmpty')} headingOrder={3} />
      ) : (
        invitations.data.items.map((invitation) => (
          <InvitationCard
            key={invitation.id}
            invitation={invitation}
            actions={
              <>
                <Button
                  variant="default"
                  size="sm"
                  onClick={() => onDecline(invitation)}
                  loading={decline.isPending && decline.variables === invitation.id}
                >
                  {t('mypage.invitations.decline')}
                </Button>
                <Button size="sm" onClick={() => setAccepting(invitation)}>
                  {t('mypage.invitations.accept')}
                </Button>
              </>
            }
          />
        ))
      )}
      <ConfirmDialog
        opened={accepting !== null}
        title={t('mypage.invitations.acceptConfirmTitle')}
        message={t('mypage.invitations.acceptConfirm', { team: accepting?.team.name ?? '' })}
        confirmLabel={t('mypage.invitations.accept')}
        loading={accept.isPending}
        onConfirm={confirmAccept}
        onClose={() => setAccepting(null)}
      />
    </Stack>
  );
}
