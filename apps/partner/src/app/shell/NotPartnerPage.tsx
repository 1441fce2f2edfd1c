import type { Session } from '@baro/client';
import { useDocumentTitle } from '@baro/client';
import type { UserProfile } from '@baro/core';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignOut } from './use-sign-out.ts';

/**
 * Signed in, but not as a partner forwarder's user (a customer, staff, a warehouse worker): say
 * so plainly and offer the two ways on — log out to sign in with a partner account, or go to the
 * customer site.
 */
export function NotPartnerPage({ user, session }: { user: UserProfile; session?: Session }) {
  const { t } = useTranslation();
  useDocumentTitle(t('guard.notPartnerTitle'));
  const { signOut, signingOut } = useSignOut(session);
  return (
    <main id="main-content" tabIndex={-1}>
      <Container size="sm" py={{ base: 48, xs: 96 }}>
        <Stack align="center" gap="md" ta="center" role="alert">
          <Title order={1}>{t('guard.notPartnerTitle')}</Title>
          <Text>{t('guard.notPartnerBody', { email: user.email })}</Text>
          <Text c="dimmed" size="sm">
            {t('guard.notPartnerHint')}
          </Text>
          <Group gap="sm" justify="center">
            <Button onClick={() => void signOut()} loading={signingOut}>
              {t('guard.switchAccount')}
            </Button>
            <Button component="a" href="/" variant="default">
              {t('guard.goCustomerSite')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </main>
  );
}
