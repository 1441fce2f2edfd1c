import { useErrorText, useLanguage } from '@baro/client';
import {
  type CreateWebhookEndpointRequest,
  createWebhookEndpointRequestSchema,
  formatDateTime,
  toFieldErrors,
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@baro/core';
import {
  ConfirmDialog,
  EmptyState,
  LoadingState,
  notifyError,
  notifySuccess,
  QueryErrorState,
  TableScroll,
  TextField,
} from '@baro/ui';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Pagination,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateWebhookEndpoint } from '../api/create-webhook-endpoint.ts';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint.ts';
import { useWebhookDeliveries } from '../api/list-webhook-deliveries.ts';
import { useWebhookEndpoints } from '../api/list-webhook-endpoints.ts';
import { useRedeliverWebhook } from '../api/redeliver-webhook.ts';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret.ts';
import { useSendTestWebhook } from '../api/send-test-webhook.ts';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint.ts';

const STATUS_COLORS: Readonly<Record<WebhookDelivery['status'], string>> = {
  pending: 'blue',
  retrying: 'orange',
  succeeded: 'green',
  failed: 'red',
};

/**
 * The team's webhooks (`/mypage?tab=webhooks`, master and admins): endpoints with their address,
 * events and on/off switch; a new endpoint's signing secret, and a rotated one, shown once; a
 * test event; and each endpoint's recent deliveries with their status, last answer and a re-send.
 */
export function WebhooksSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  if (!canManage)
    return (
      <Alert color="gray" variant="light">
        {t('mypage.webhooks.mastersOnly')}
      </Alert>
    );
  return <Webhooks />;
}

function Webhooks() {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <div>
          <Title order={2} size="h3">
            {t('mypage.webhooks.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('mypage.webhooks.description')}
          </Text>
        </div>
        {adding ? null : <Button onClick={() => setAdding(true)}>{t('mypage.webhooks.add')}</Button>}
      </Group>
      {secret ? <SecretOnce {...secret} onClose={() => setSecret(null)} /> : null}
      {adding ? (
        <EndpointForm
          onDone={(created) => {
            setAdding(false);
            if (created) setSecret(created);
          }}
        />
      ) : null}
      {endpoints.isPending ? (
        <LoadingState />
      ) : endpoints.isError ? (
        <QueryErrorState query={endpoints} />
      ) : endpoints.data.length === 0 ? (
        adding ? null : (
          <EmptyState
            title={t('mypage.webhooks.empty')}
            description={t('mypage.webhooks.emptyDescription')}
          />
        )
      ) : (
        endpoints.data.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
        ))
      )}
    </Stack>
  );
}

/** A signing secret, shown this one time, with a copy button. */
function SecretOnce({ url, secret, onClose }: { url: string; secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" title={t('mypage.webhooks.secretTitle', { url })}>
      <Stack gap="xs">
        <Text size="sm">{t('mypage.webhooks.secretOnce')}</Text>
        <Group gap="xs">
          <Code data-testid="webhook-secret">{secret}</Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="light" onClick={copy}>
                {copied ? t('mypage.webhooks.copied') : t('mypage.webhooks.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button size="compact-sm" variant="subtle" onClick={onClose}>
            {t('mypage.webhooks.secretSaved')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

type Draft = { url: string; description: string; events: WebhookEventType[] };

/** A new endpoint, or an existing one's address, description and events. */
function EndpointForm({
  endpoint,
  onDone,
}: {
  endpoint?: WebhookEndpoint;
  onDone: (created?: { url: string; secret: string }) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const [draft, setDraft] = useState<Draft>({
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    events: endpoint?.events ?? [...WEBHOOK_EVENT_TYPES],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request: CreateWebhookEndpointRequest = {
      url: draft.url.trim(),
      events: draft.events,
      ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
    };
    const parsed = createWebhookEndpointRequestSchema.safeParse(request);
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error, language, request));
    setErrors({});
    setFailure(null);
    const failed = (error: unknown) => {
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields) setErrors(fields);
      else setFailure(errorText(error));
    };
    if (endpoint) {
      update.mutate(
        {
          id: endpoint.id,
          body: { url: request.url, events: request.events, description: request.description ?? null },
        },
        {
          onSuccess: () => {
            notifySuccess(t('mypage.webhooks.saved'));
            onDone();
          },
          onError: failed,
        },
      );
    } else {
      create.mutate(request, {
        onSuccess: (created) => onDone({ url: created.url, secret: created.secret }),
        onError: failed,
      });
    }
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure ? (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        ) : null}
        <TextField
          label={t('mypage.webhooks.url')}
          description={t('mypage.webhooks.urlHint')}
          value={draft.url}
          onChange={(event) => setDraft({ ...draft, url: event.currentTarget.value })}
          error={errors.url}
          type="url"
          required
        />
        <TextField
          label={t('mypage.webhooks.memo')}
          value={draft.description}
          onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
          error={errors.description}
        />
        <Checkbox.Group
          label={t('mypage.webhooks.events')}
          value={draft.events}
          onChange={(values) =>
            setDraft({ ...draft, events: WEBHOOK_EVENT_TYPES.filter((type) => values.includes(type)) })
          }
          error={errors.events}
          required
        >
          <Stack gap={4} mt={4}>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox
                key={type}
                value={type}
                label={`${t(`mypage.webhooks.event.${eventKey(type)}`)} (${type})`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone()}>
            {t('mypage.webhooks.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {endpoint ? t('mypage.webhooks.save') : t('mypage.webhooks.register')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** `order.shipped` → `orderShipped` (catalogue keys have no dots). */
const eventKey = (type: WebhookEventType) =>
  type.replace(/\.(\w)/, (_, letter: string) => letter.toUpperCase()) as
    | 'orderShipped'
    | 'orderDelivered'
    | 'trackingUpdated'
    | 'returnUpdated'
    | 'inventoryLow';

function EndpointCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (secret: { url: string; secret: string }) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhookEndpoint();
  const test = useSendTestWebhook();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null);

  if (editing) return <EndpointForm endpoint={endpoint} onDone={() => setEditing(false)} />;
  return (
    <Paper withBorder p="md" component="section" aria-label={endpoint.url}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Text>
            {endpoint.description ? (
              <Text size="sm" c="dimmed">
                {endpoint.description}
              </Text>
            ) : null}
          </div>
          <Switch
            label={t('mypage.webhooks.enabled')}
            checked={endpoint.enabled}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { id: endpoint.id, body: { enabled: event.currentTarget.checked } },
                { onError: (error) => notifyError(errorText(error)) },
              )
            }
          />
        </Group>
        <Group gap={6}>
          {endpoint.events.map((type) => (
            <Badge key={type} variant="light">
              {t(`mypage.webhooks.event.${eventKey(type)}`)}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {t('mypage.webhooks.secretHint', { hint: endpoint.secretHint })}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            {t('mypage.webhooks.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={test.isPending}
            onClick={() =>
              test.mutate(endpoint.id, {
                onSuccess: (delivery) =>
                  delivery.status === 'succeeded'
                    ? notifySuccess(t('mypage.webhooks.testSent'))
                    : notifyError(t('mypage.webhooks.testFailed', { answer: answerOf(delivery) })),
                onError: (error) => notifyError(errorText(error)),
              })
            }
          >
            {t('mypage.webhooks.test')}
          </Button>
          <Button size="xs" variant="light" onClick={() => setConfirm('rotate')}>
            {t('mypage.webhooks.rotate')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => setConfirm('delete')}>
            {t('mypage.webhooks.delete')}
          </Button>
        </Group>
        <Deliveries endpointId={endpoint.id} />
      </Stack>
      <ConfirmDialog
        opened={confirm === 'rotate'}
        title={t('mypage.webhooks.rotateTitle')}
        message={t('mypage.webhooks.rotateMessage')}
        confirmLabel={t('mypage.webhooks.rotate')}
        loading={rotate.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          rotate.mutate(endpoint.id, {
            onSuccess: (rotated) => {
              setConfirm(null);
              onSecret({ url: rotated.url, secret: rotated.secret });
            },
            onError: (error) => {
              setConfirm(null);
              notifyError(errorText(error));
            },
          })
        }
      />
      <ConfirmDialog
        opened={confirm === 'delete'}
        title={t('mypage.webhooks.deleteTitle')}
        message={t('mypage.webhooks.deleteMessage', { url: endpoint.url })}
        confirmLabel={t('mypage.webhooks.delete')}
        tone="danger"
        loading={remove.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          remove.mutate(endpoint.id, {
            onSuccess: () => {
              setConfirm(null);
              notifySuccess(t('mypage.webhooks.deleted'));
            },
            onError: (error) => {
              setConfirm(null);
              notifyError(errorText(error));
            },
          })
        }
      />
    </Paper>
  );
}

/** The last answer of a delivery in a few words: the HTTP status, or why none came. */
function answerOf(delivery: Pick<WebhookDelivery, 'lastResponseStatus' | 'lastError'>): string {
  if (delivery.lastResponseStatus !== null) return `HTTP ${delivery.lastResponseStatus}`;
  return delivery.lastError ?? '—';
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpointId, page);
  const redeliver = useRedeliverWebhook();
  const headingId = `deliveries-${endpointId}`;

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('mypage.webhooks.deliveries')}
      </Title>
      {deliveries.isPending ? (
        <LoadingState variant="skeleton" rows={2} />
      ) : deliveries.isError ? (
        <QueryErrorState query={deliveries} headingOrder={4} />
      ) : deliveries.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mypage.webhooks.noDeliveries')}
        </Text>
      ) : (
        <>
          <TableScroll minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('mypage.webhooks.at')}</Table.Th>
                  <Table.Th scope="col">{t('mypage.webhooks.eventType')}</Table.Th>
                  <Table.Th scope="col">{t('mypage.webhooks.status')}</Table.Th>
                  <Table.Th scope="col">{t('mypage.webhooks.answer')}</Table.Th>
                  <Table.Th scope="col">
                    <span className="baro-visually-hidden">{t('mypage.webhooks.actions')}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {deliveries.data.items.map((delivery) => (
                  <Table.Tr key={delivery.id}>
                    <Table.Td>
                      {formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt, language)}
                    </Table.Td>
                    <Table.Td>
                      <Code>{delivery.eventType}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[delivery.status]} variant="light">
                        {t(`mypage.webhooks.deliveryStatus.${delivery.status}`)}
                      </Badge>{' '}
                      <Text span size="xs" c="dimmed">
                        {t('mypage.webhooks.attempts', { count: delivery.attempts })}
                      </Text>
                    </Table.Td>
                    <Table.Td>{answerOf(delivery)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        loading={redeliver.isPending && redeliver.variables === delivery.id}
                        aria-label={t('mypage.webhooks.redeliverLabel', { eventType: delivery.eventType })}
                        onClick={() =>
                          redeliver.mutate(delivery.id, {
                            onSuccess: () => notifySuccess(t('mypage.webhooks.redelivered')),
                            onError: (error) => notifyError(errorText(error)),
                          })
                        }
                      >
                        {t('mypage.webhooks.redeliver')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          {deliveries.data.pageCount > 1 ? (
            <Pagination size="sm" value={page} onChange={setPage} total={deliveries.data.pageCount} />
          ) : null}
        </>
      )}
    </Stack>
  );
}
