import { useDocumentTitle } from '@baro/client';
import type { Language } from '@baro/core';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PlainButton } from '../buttons/PlainButton.tsx';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { MAIN_CONTENT_ID } from '../shell/main-content.ts';
import { ERROR_PAGE_LABELS, type ErrorPageLabels } from './page-labels.ts';

export interface RouteErrorPageProps {
  /** The app's not-found page, shown for a 404 a route throws. */
  notFound: ReactNode;
  /** Where "the start page" is, as a document address (`/`, `/partner/`): left with a full page load. */
  homeHref: string;
  /** A line under the explanation (the support phone, the manager to ask). */
  footnote?: ReactNode;
  language?: Language;
  labels?: Partial<ErrorPageLabels>;
}

/**
 * A route's error element: a page that failed to render or load (a lazy chunk missing after a
 * deployment, a bug) says so without technical detail and offers a reload and the way to the
 * start page — a plain anchor, since after an error a full page load is the safe way out. A 404
 * thrown by a route is the app's not-found page.
 */
export function RouteErrorPage(props: RouteErrorPageProps) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <>{props.notFound}</>;
  return <ErrorMessage {...props} />;
}

/**
 * The root route's error element, for when the shell itself fails: no header to lean on, so it
 * brings its own `<main>`.
 */
export function RootErrorPage(props: RouteErrorPageProps) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <RouteErrorPage {...props} />
    </main>
  );
}

function ErrorMessage({ homeHref, footnote, language, labels }: RouteErrorPageProps) {
  const text = useUiLabels(ERROR_PAGE_LABELS, language, labels);
  useDocumentTitle(text.title);
  return (
    <Container size="sm" py={{ base: 48, xs: 96 }}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1}>{text.title}</Title>
        <Text c="dimmed">{text.description}</Text>
        {footnote ? (
          <Text c="dimmed" size="sm">
            {footnote}
          </Text>
        ) : null}
        <Group gap="sm" justify="center">
          {/* Plain buttons: this page is on every app's first page (ADR 0016). */}
          <PlainButton onClick={() => window.location.reload()}>{text.reload}</PlainButton>
          <PlainButton component="a" href={homeHref} variant="default">
            {text.home}
          </PlainButton>
        </Group>
      </Stack>
    </Container>
  );
}
