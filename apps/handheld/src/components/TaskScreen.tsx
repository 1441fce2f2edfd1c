import { useDocumentTitle } from '@baro/client';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';

export interface ScanMessage {
  readonly tone: 'ok' | 'error';
  readonly text: string;
}

export interface TaskScreenProps {
  title: string;
  /** "2/4단계" under the title. */
  step?: string;
  /** The last scan's result, read out (role=status / alert). */
  message?: ScanMessage | null;
  children?: ReactNode;
}

/**
 * One task on one screen (issue 15, 360–480 px): the way back to the menu, the task's title and
 * step, what the last scan came to (green or red, read out), and the step's one field or choice.
 */
export function TaskScreen({ title, step, message, children }: TaskScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Stack gap="md" className="task-screen">
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Anchor component={Link} to={paths.home} size="lg" fw={700}>
          {t('common.back')}
        </Anchor>
      </Group>
      {step ? (
        <Text c="dimmed" size="sm" mt={-8}>
          {step}
        </Text>
      ) : null}
      {message ? (
        <Alert
          color={message.tone === 'ok' ? 'green' : 'red'}
          variant="filled"
          role={message.tone === 'ok' ? 'status' : 'alert'}
          className="scan-message"
        >
          {message.text}
        </Alert>
      ) : null}
      {children}
    </Stack>
  );
}
