import { type Session, useDocumentTitle, useSignOut } from '@baro/client';
import type { UserProfile } from '@baro/core';
import { MAIN_CONTENT_ID } from '@baro/ui';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Signed in, but as a customer or a partner: say so plainly — the API refuses them every
 * `/api/warehouse/**` call anyway — and offer the two ways on.
 */
export function NotWorkerPage({ user, session }: { user: UserProfile; session: Session }) {
  const { t } = useTranslation();
  useDocumentTitle(t('guard.notWorkerTitle'));
  const { signOut, signingOut } = useSignOut(session);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Container size="sm" py={96}>
        <Stack align="center" gap="md" ta="center" role="alert">
          <Title order={1}>{t('guard.notWorkerTitle')}</Title>
          <Text>{t('guard.notWorkerBody', { email: user.email })}</Text>
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
