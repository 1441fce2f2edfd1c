import { useDocumentTitle, useMe } from '@baro/client';
import { LoadingState, PageContainer, QueryErrorState } from '@baro/ui';
import { Alert, Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MembersOnly } from '../../components/MembersOnly.tsx';
import { MypageNav } from '../../components/MypageNav.tsx';
import { PasswordSection } from '../../features/account/components/PasswordSection.tsx';
import { ProfileSection } from '../../features/account/components/ProfileSection.tsx';
import { useReceivedInvitations } from '../../features/team/api/get-received-invitations.ts';
import { ReceivedInvitationsSection } from '../../features/team/components/ReceivedInvitationsSection.tsx';
import { SentInvitationsSection } from '../../features/team/components/SentInvitationsSection.tsx';
import { TeamSection } from '../../features/team/components/TeamSection.tsx';
import { WebhooksSection } from '../../features/webhooks/components/WebhooksSection.tsx';

export const MYPAGE_TABS = ['profile', 'password', 'team', 'invitations', 'webhooks'] as const;
export type MypageTab = (typeof MYPAGE_TABS)[number];
const TAB_PARAM = 'tab';

const isTab = (value: string | null): value is MypageTab => MYPAGE_TABS.includes(value as MypageTab);

/**
 * `/mypage` (needs a session): without tokens the browser goes to `/login?backTo=/mypage` with a
 * full page load (SPEC §2), as the API client does when a session ends.
 */
export function Component() {
  return (
    <MembersOnly>
      <Mypage />
    </MembersOnly>
  );
}

/** Profile, password, team, invitations and the team's webhooks, one tab each; the tab is in the address (`?tab=team`). */
function Mypage() {
  const { t } = useTranslation();
  useDocumentTitle(t('documentTitle.mypage'));
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const tab: MypageTab = isTab(requested) ? requested : 'profile';
  const me = useMe();
  const received = useReceivedInvitations();
  const pendingCount = received.data?.items.length ?? 0;

  const openTab = (next: MypageTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'profile') updated.delete(TAB_PARAM);
        else updated.set(TAB_PARAM, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <PageContainer
      component="div"
      title={t('mypage.title')}
      size="lg"
      actions={<MypageNav current="account" />}
    >
      {me.isPending ? (
        <LoadingState variant="skeleton" rows={6} />
      ) : me.isError ? (
        <QueryErrorState query={me} />
      ) : (
        <Stack gap="lg">
          {pendingCount > 0 && tab !== 'invitations' ? (
            <Alert color="blue" variant="light">
              <Group justify="space-between" gap="sm">
                <Text size="sm">{t('mypage.invitations.pendingNotice', { count: pendingCount })}</Text>
                <Button size="xs" variant="light" onClick={() => openTab('invitations')}>
                  {t('mypage.invitations.pendingNoticeAction')}
                </Button>
              </Group>
            </Alert>
          ) : null}
          <Tabs
            value={tab}
            onChange={(value) => {
              if (isTab(value)) openTab(value);
            }}
            keepMounted={false}
          >
            <Tabs.List mb="lg">
              <Tabs.Tab value="profile">{t('mypage.tabs.profile')}</Tabs.Tab>
              <Tabs.Tab value="password">{t('mypage.tabs.password')}</Tabs.Tab>
              <Tabs.Tab value="team">{t('mypage.tabs.team')}</Tabs.Tab>
              <Tabs.Tab
                value="invitations"
                rightSection={
                  pendingCount > 0 ? (
                    <Badge
                      size="sm"
                      circle
                      aria-label={t('mypage.invitations.pendingNotice', { count: pendingCount })}
                    >
                      {pendingCount}
                    </Badge>
                  ) : null
                }
              >
                {t('mypage.tabs.invitations')}
              </Tabs.Tab>
              {me.data.team ? <Tabs.Tab value="webhooks">{t('mypage.tabs.webhooks')}</Tabs.Tab> : null}
            </Tabs.List>
            <Tabs.Panel value="profile">
              <ProfileSection key={me.data.id} profile={me.data} />
            </Tabs.Panel>
            <Tabs.Panel value="password">
              <PasswordSection />
            </Tabs.Panel>
            <Tabs.Panel value="team">
              <TeamSection myUserId={me.data.id} onInvite={() => openTab('invitations')} />
            </Tabs.Panel>
            <Tabs.Panel value="webhooks">
              <WebhooksSection canManage={me.data.team !== null && me.data.team.role !== 'member'} />
            </Tabs.Panel>
            <Tabs.Panel value="invitations">
              <Stack gap="xl">
                <ReceivedInvitationsSection />
                <SentInvitationsSection />
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </PageContainer>
  );
}
