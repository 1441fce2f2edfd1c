import { useDocumentTitle } from '@baro/client';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../paths.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/**
 * A page that failed to render or load (a lazy chunk missing after a deployment, a bug): says so
 * without technical detail, offers a reload and the way home. A 404 thrown by a route is the
 * not-found page. The link home is a plain anchor: after an error a full page load is the safe
 * way out.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorMessage />;
}

function ErrorMessage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errorPage.documentTitle'));
  return (
    <Container size="sm" py={{ base: 48, xs: 96 }}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1}>{t('errorPage.title')}</Title>
        <Text c="dimmed">{t('errorPage.description')}</Text>
        <Text c="dimmed" size="sm">
          {t('errors.contactSupport')}
        </Text>
        <Group gap="sm" justify="center">
          <Button onClick={() => window.location.reload()}>{t('errorPage.retry')}</Button>
          <Button component="a" href={paths.home} variant="default">
            {t('errorPage.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/**
 * The root route's error element, for when the shell itself fails: no header or footer to lean
 * on, so it brings its own `<main>`.
 */
export function RootErrorPage() {
  const error = useRouteError();
  return (
    <main id="main-content" tabIndex={-1}>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorMessage />}
    </main>
  );
}
