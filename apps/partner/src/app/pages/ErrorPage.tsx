import { useDocumentTitle } from '@baro/client';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './NotFoundPage.tsx';

/** A page that failed to render or load (a chunk missing after a deployment, a bug). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorMessage />;
}

function ErrorMessage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errorPage.title'));
  return (
    <Container size="sm" py={{ base: 48, xs: 96 }}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1}>{t('errorPage.title')}</Title>
        <Text c="dimmed">{t('errorPage.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
      </Stack>
    </Container>
  );
}

/** The root route's error element, when the shell itself fails: it brings its own `<main>`. */
export function RootErrorPage() {
  return (
    <main id="main-content" tabIndex={-1}>
      <RouteErrorPage />
    </main>
  );
}
