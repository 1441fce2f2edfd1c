import { type TokenStore, useErrorText } from '@baro/client';
import type { Invitation } from '@baro/core';
import { notifyError, notifySuccess } from '@baro/ui';
import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { tokenStore } from '../../../lib/api.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useDeclineInvitation } from '../api/decline-invitation.ts';
import { receivedInvitationsQueryOptions } from '../api/get-received-invitations.ts';
import { InvitationCard } from './InvitationCard.tsx';

/** The part of the token store the check uses: the `needCheckTeamInvitation` flag. */
export type InvitationCheckFlag = Pick<TokenStore, 'needsTeamInvitationCheck' | 'clearTeamInvitationCheck'>;

export interface InvitationCheckProps {
  /** True while the user is logged in. */
  enabled: boolean;
  /** Where to look in the received-invitations list (the my page's invitations tab). */
  invitationsHref: string;
  flag?: InvitationCheckFlag;
}

/**
 * SPEC §3: a refresh of the session sets `needCheckTeamInvitation`. The shell looks for the flag
 * when it appears and after each navigation; when it is set, the open invitations addressed to
 * the user are fetched once, the flag is cleared, and any that are pending are shown once in a
 * dialog with accept and decline. Nothing is shown when there are none. A failed fetch leaves the
 * flag, so the next navigation tries again.
 */
export function InvitationCheck({ enabled, invitationsHref, flag = tokenStore }: InvitationCheckProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const checking = useRef(false);
  const [shown, setShown] = useState<readonly Invitation[]>([]);
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();

  useEffect(() => {
    // `pathname` is read so that each navigation looks at the flag again.
    void pathname;
    if (!enabled || checking.current || !flag.needsTeamInvitationCheck()) return;
    checking.current = true;
    queryClient
      .fetchQuery({ ...receivedInvitationsQueryOptions(), staleTime: 0 })
      .then(
        (list) => {
          flag.clearTeamInvitationCheck();
          const pending = list.items.filter((invitation) => invitation.status === 'pending');
          if (pending.length > 0) setShown(pending);
        },
        () => {},
      )
      .finally(() => {
        checking.current = false;
      });
  }, [enabled, pathname, flag, queryClient]);

  const close = () => setShown([]);
  const settle = (id: string) => setShown((current) => current.filter((invitation) => invitation.id !== id));

  const onAccept = (invitation: Invitation) =>
    accept.mutate(invitation.id, {
      onSuccess: () => {
        notifySuccess(t('mypage.invitations.accepted', { team: invitation.team.name }));
        // Joining one team ends the others' relevance.
        close();
      },
      onError: (error) => notifyError(errorText(error)),
    });

  const onDecline = (invitation: Invitation) =>
    decline.mutate(invitation.id, {
      onSuccess: () => {
        notifySuccess(t('mypage.invitations.declined'));
        settle(invitation.id);
      },
      onError: (error) => notifyError(errorText(error)),
    });

  return (
    <Modal
      opened={enabled && shown.length > 0}
      onClose={close}
      title={t('mypage.invitations.dialogTitle')}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{t('mypage.invitations.dialogDescription')}</Text>
        {shown.map((invitation) => (
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
                  disabled={accept.isPending}
                >
                  {t('mypage.invitations.decline')}
                </Button>
                <Button
                  size="sm"
                  onClick={() => onAccept(invitation)}
                  loading={accept.isPending && accept.variables === invitation.id}
                  disabled={decline.isPending}
                >
                  {t('mypage.invitations.accept')}
                </Button>
              </>
            }
          />
        ))}
        <Stack gap={4} align="center">
          <Anchor component={Link} to={invitationsHref} onClick={close} size="sm">
            {t('mypage.invitations.viewAll')}
          </Anchor>
          <Button variant="subtle" onClick={close}>
            {t('common.actions.later')}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
