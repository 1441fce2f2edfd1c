import type { Session } from '@baro/client';
import { useDocumentTitle } from '@baro/client';
import type { UserProfile } from '@baro/core';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignOut } from './use-sign-out.ts';

/**
 * Signed in, but not as Baro staff (a customer, a partner, a warehouse worker): say so plainly —
 * the API refuses them every staff call (403) anyway — and offer the two ways on.
 */
export function NotStaffPage({ user, session }: { user: UserProfile; session?: Session }) {
  const { t } = useTranslation();
  useDocumentTitle(t('guard.notStaffTitle'));
  const { signOut, signingOut } = useSignOut(session);
  return (
    <main id="main-content" tabIndex={-1}>
      <Container size="sm" py={{ base: 48, xs: 96 }}>
        <Stack align="center" gap="md" ta="center" role="alert">
          <Title order={1}>{t('guard.notStaffTitle')}</Title>
          <Text>{t('guard.notStaffBody', { email: user.email })}</Text>
          <Text c="dimmed" size="sm">
            {t('guard.notStaffHint')}
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
