import { useMe } from '@baro/client';
import type { Language, UserProfile } from '@baro/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPageWords } from '../../i18n/i18n.ts';
import { toChatMember } from '../../lib/chat-member.ts';
import { chatWidget } from '../../lib/chat-widget.ts';
import { paths } from '../../paths.ts';
import { useChatWidget } from '../../shell/use-chat-widget.ts';
import { DataCache } from '../data-cache.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { useSignOut } from './use-sign-out.ts';

// Only a member has invitations to check: a visitor's first page never loads the dialog, the team
// contracts or zod (ADR 0016).
const InvitationCheck = lazy(() =>
  Promise.all([import('../../features/team/components/InvitationCheck.tsx'), loadPageWords()]).then(
    ([module]) => ({ default: module.InvitationCheck }),
  ),
);

/** Where the invitation dialog's "see them all" goes. */
export const INVITATIONS_HREF = `${paths.mypage}?tab=invitations`;

/**
 * The header's account corner while a session exists: the member's name and menu, the chat widget
 * booted as the member, and the one-time team-invitation check. Its own chunk with the data cache:
 * a visitor's first page needs neither (ADR 0016).
 */
export function MemberArea({ language }: { language: Language }) {
  return (
    <DataCache>
      <Member language={language} />
    </DataCache>
  );
}

function Member({ language }: { language: Language }) {
  const me = useMe();
  // undefined while the profile loads, so the chat widget never boots a member as a visitor first.
  useChatWidget(chatWidget, me.data ? toChatMember(me.data) : me.isError ? null : undefined, language);
  const { signOut, signingOut } = useSignOut();
  return (
    <>
      <MemberAccount user={me.data} onSignOut={() => void signOut()} signingOut={signingOut} />
      <Suspense fallback={null}>
        <InvitationCheck enabled invitationsHref={INVITATIONS_HREF} />
      </Suspense>
    </>
  );
}

interface MemberAccountProps {
  /** The profile once loaded. */
  user: UserProfile | undefined;
  onSignOut: () => void;
  signingOut?: boolean;
}

/** The member's name with the menu (마이페이지, 로그아웃), or "내 계정" while the profile loads. */
function MemberAccount({ user, onSignOut, signingOut = false }: MemberAccountProps) {
  const { t } = useTranslation();
  const name = user?.name ?? t('nav.account');
  const label = user ? t('nav.greeting', { name: user.name }) : name;
  return <AccountMenu label={label} name={name} onSignOut={onSignOut} signingOut={signingOut} />;
}
