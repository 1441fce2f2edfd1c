import { useLanguage } from '@baro/client';
import { formatDateTime } from '@baro/core';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TaskScreen } from '../../../components/TaskScreen.tsx';
import type { QueuedCommand } from '../../../lib/queue/command-queue.ts';
import { commandQueue, useQueueSnapshot } from '../../../lib/queue/queue.ts';

function CommandCard({ command, children }: { command: QueuedCommand; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={4}>
        <Text fw={700}>{command.label}</Text>
        <Text size="sm" c="dimmed">
          {t('queue.created', { time: formatDateTime(command.createdAt, language) })}
        </Text>
        {command.refusal ? (
          <Text size="sm" c="red.8">
            {command.refusal.message}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The send queue (issue 15): what has not reached the server yet, in the order it will be sent,
 * and what the server refused, for the worker to send again or discard. Scanning goes on meanwhile.
 */
export function QueuePage() {
  const { t } = useTranslation();
  const { pending, parked, sending, stalled } = useQueueSnapshot();
  const queue = commandQueue();
  return (
    <TaskScreen title={t('queue.title')}>
      {stalled ? (
        <Alert color="yellow" role="status">
          {t('queue.stalled')}
        </Alert>
      ) : null}
      {pending.length === 0 && parked.length === 0 ? <Text c="dimmed">{t('queue.empty')}</Text> : null}
      {parked.length > 0 ? (
        <section aria-labelledby="queue-parked">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="queue-parked">
              {t('queue.parked')}
            </Title>
            <Badge color="red" size="lg">
              {parked.length}
            </Badge>
          </Group>
          <Text size="sm" mb="xs">
            {t('queue.parkedHint')}
          </Text>
          <Stack gap="xs" component="ul" className="queue-list">
            {parked.map((command) => (
              <CommandCard key={command.id} command={command}>
                <Group grow>
                  <Button size="md" onClick={() => void queue.retry(command.id)}>
                    {t('queue.retry')}
                  </Button>
                  <Button
                    size="md"
                    variant="default"
                    color="red"
                    onClick={() => void queue.discard(command.id)}
                  >
                    {t('queue.discard')}
                  </Button>
                </Group>
              </CommandCard>
            ))}
          </Stack>
        </section>
      ) : null}
      {pending.length > 0 ? (
        <section aria-labelledby="queue-pending">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="queue-pending">
              {t('queue.pending')}
            </Title>
            <Badge size="lg">{pending.length}</Badge>
          </Group>
          {sending ? (
            <Text size="sm" c="dimmed" mb="xs">
              {t('queue.sending')}
            </Text>
          ) : null}
          <Stack gap="xs" component="ul" className="queue-list">
            {pending.map((command) => (
              <CommandCard key={command.id} command={command} />
            ))}
          </Stack>
        </section>
      ) : null}
    </TaskScreen>
  );
}
