import { useDocumentTitle } from '@baro/client';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PlainButton } from '../buttons/PlainButton.tsx';

export interface NotFoundPageProps {
  /** The heading ("페이지를 찾을 수 없습니다"). */
  title: string;
  /** The document's title, when not the heading. */
  documentTitle?: string;
  /** What may have happened and what to do. */
  description: string;
  /** The way out: the app's start page as a route path, and its label ("관리자 홈으로"). */
  homePath: string;
  homeLabel: string;
  /** A second way out, back in the history ("이전 페이지로"); none without a label. */
  backLabel?: string;
  onBack?: () => void;
}

/**
 * The page for whatever no route matches (the API serves each app for every path under its base),
 * and for a 404 a route throws: "404", the heading, the explanation, the way to the app's start
 * page. The words are the app's (its catalogue); the layout is one for every app. In every app's
 * first chunk, so its buttons are plain ones (ADR 0016).
 */
export function NotFoundPage({
  title,
  documentTitle,
  description,
  homePath,
  homeLabel,
  backLabel,
  onBack,
}: NotFoundPageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Container size="sm" py={{ base: 48, xs: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <Text c="baro.6" fw={800} fz={48} lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{description}</Text>
        <Group gap="sm" justify="center">
          <PlainButton component={Link} to={homePath}>
            {homeLabel}
          </PlainButton>
          {backLabel && onBack ? (
            <PlainButton variant="default" onClick={onBack}>
              {backLabel}
            </PlainButton>
          ) : null}
        </Group>
      </Stack>
    </Container>
  );
}
