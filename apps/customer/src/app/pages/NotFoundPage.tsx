import { useDocumentTitle } from '@baro/client';
import { PlainButton } from '@baro/ui';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
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
          {/* Plain buttons: this page is in the first page's chunk (ADR 0016). */}
          <PlainButton component={Link} to={paths.home}>
            {t('notFound.home')}
          </PlainButton>
          <PlainButton variant="default" onClick={() => void navigate(-1)}>
            {t('notFound.back')}
          </PlainButton>
        </Group>
      </Stack>
    </Container>
  );
}
