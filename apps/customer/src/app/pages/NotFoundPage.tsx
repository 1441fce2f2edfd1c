import { useDocumentTitle } from '@baro/client';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../paths.ts';

/** Whatever no route matches (the API serves the app for every unknown path). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <Container size="sm" py={{ base: 48, xs: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <Text c="baro.6" fw={800} fz={48} lh={1} aria-hidden="true">
          {t('notFound.code')}
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.description')}</Text>
        <Group gap="sm" justify="center">
          <Button component={Link} to={paths.home}>
            {t('notFound.home')}
          </Button>
          <Button variant="default" onClick={() => void navigate(-1)}>
            {t('notFound.back')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
