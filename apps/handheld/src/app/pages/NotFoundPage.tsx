import { useDocumentTitle } from '@baro/client';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** Whatever no route matches (the API serves the app for every path under /handheld/). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Text c="baro.6" fw={800} fz={48} lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Button component={Link} to={paths.home}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
