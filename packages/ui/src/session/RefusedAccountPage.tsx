import { type Session, useDocumentTitle, useSignOut } from '@baro/client';
import type { Language } from '@baro/core';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { MAIN_CONTENT_ID } from '../shell/main-content.ts';
import { GATE_LABELS, type GateLabels } from './gate-labels.ts';

export interface RefusedAccountPageProps {
  /** The browser's session: the logout button ends it (and RequireUser then goes to login). */
  session: Session;
  /** Who the app is for, e.g. "This app is for Baro staff" (also the document title). */
  title: string;
  /** Why this account is refused, naming it. */
  body: ReactNode;
  hint?: ReactNode;
  /** Where the second button goes. @default '/' (the customer site) */
  homeHref?: string;
  language?: Language;
  labels?: Partial<GateLabels>;
}

/**
 * What RequireUser's `refused` shows in an app that is not for this account (a customer in the
 * admin app, a partner in the warehouse app): say so plainly — the API refuses them every call of
 * the app anyway — and offer the two ways on: log out and in again, or the customer site.
 */
export function RefusedAccountPage({
  session,
  title,
  body,
  hint,
  homeHref = '/',
  language,
  labels,
}: RefusedAccountPageProps) {
  const text = useUiLabels(GATE_LABELS, language, labels);
  useDocumentTitle(title);
  const { signOut, signingOut } = useSignOut(session);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Container size="sm" py={{ base: 48, xs: 96 }}>
        <Stack align="center" gap="md" ta="center" role="alert">
          <Title order={1}>{title}</Title>
          <Text>{body}</Text>
          {hint ? (
            <Text c="dimmed" size="sm">
              {hint}
            </Text>
          ) : null}
          <Group gap="sm" justify="center">
            <Button onClick={() => void signOut()} loading={signingOut}>
              {text.switchAccount}
            </Button>
            <Button component="a" href={homeHref} variant="default">
              {text.goCustomerSite}
            </Button>
          </Group>
        </Stack>
      </Container>
    </main>
  );
}
