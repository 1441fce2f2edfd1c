import { type Inbound, inboundDiscrepancies } from '@baro/core';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useQueueSnapshot } from '../../../lib/queue/queue.ts';
import { InboundLines } from './InboundLines.tsx';

export interface ReceiveDoneProps {
  inbound: Inbound;
  /** What this screen queued per SKU, on top of what the inbound said was received. */
  queued: Readonly<Record<string, number>>;
  /** The path its receipts are sent to: the ones still waiting in the send queue are counted. */
  receivePath: string;
  /** Counting more of an inbound still open (an over-delivery); absent once the server closed it. */
  onCountMore?: () => void;
  onAnother: () => void;
}

/**
 * An inbound with nothing left to count (issue 15): every line received as announced, here or
 * before, or closed on the server already. It says so, sums up each line, names what did not match
 * (over, short, not announced), whether receipts still wait to be sent, and what comes next: put
 * the pieces away from the receiving dock, or the next inbound.
 */
export function ReceiveDone({ inbound, queued, receivePath, onCountMore, onAnother }: ReceiveDoneProps) {
  const { t } = useTranslation();
  const { pending, parked } = useQueueSnapshot();
  const waiting = pending.filter((command) => command.path === receivePath).length;
  const refused = parked.filter((command) => command.path === receivePath).length;
  const closed = inbound.status === 'completed';
  const received = (id: string, before: number) => before + (queued[id] ?? 0);
  const names = new Map(inbound.items.map((item) => [item.id, item.name]));
  // Closed on the server: its own account (short included); else what this count came to.
  const differences = closed
    ? inbound.discrepancies.map((d) => ({
        skuId: d.id,
        name: d.name,
        kind: d.kind,
        count: d.received - d.expected,
      }))
    : inboundDiscrepancies(
        inbound.items.map((item) => ({ skuId: item.id, quantity: item.expectedQuantity })),
        inbound.items.map((item) => ({ skuId: item.id, quantity: received(item.id, item.receivedQuantity) })),
        true,
      ).map((d) => ({
        skuId: d.skuId,
        name: names.get(d.skuId) ?? '',
        kind: d.kind,
        count: d.received - d.expected,
      }));

  return (
    <Stack gap="md">
      <Alert
        color="green"
        variant="light"
        role="status"
        title={t(closed ? 'receive.closedTitle' : 'receive.doneTitle', { inboundNo: inbound.inboundNo })}
      >
        {t(closed ? 'receive.closedBody' : 'receive.doneBody')}
      </Alert>
      <section aria-labelledby="receive-summary">
        <Title order={2} size="h4" id="receive-summary" mb="xs">
          {t('receive.summary')}
        </Title>
        <InboundLines inbound={inbound} queued={queued} />
      </section>
      <section aria-labelledby="receive-differences">
        <Title order={2} size="h4" id="receive-differences" mb="xs">
          {t('receive.differences')}
        </Title>
        {differences.length === 0 ? (
          <Text>{t('receive.noDifferences')}</Text>
        ) : (
          <Stack gap={4} component="ul" className="count-lines">
            {differences.map((d) => (
              <Group key={d.skuId} component="li" justify="space-between" wrap="nowrap">
                <Text fw={700} truncate="end">
                  {d.name}
                </Text>
                <Text size="sm" c="red.8" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {t(`receive.difference.${d.kind}`, { count: Math.abs(d.count) })}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </section>
      {refused > 0 ? (
        <Alert color="red" role="alert">
          {t('receive.refusedSends', { count: refused })}
        </Alert>
      ) : (
        <Text c={waiting > 0 ? 'yellow.9' : 'dimmed'} fw={waiting > 0 ? 700 : 400}>
          {waiting > 0 ? t('receive.waitingSends', { count: waiting }) : t('receive.allSent')}
        </Text>
      )}
      <Text>{t('receive.nextHint')}</Text>
      <Button component={Link} to={paths.move} size="xl" fullWidth>
        {t('receive.putAway')}
      </Button>
      <Button variant="default" size="lg" fullWidth onClick={onAnother}>
        {t('receive.another')}
      </Button>
      {onCountMore ? (
        <Button variant="subtle" size="lg" fullWidth onClick={onCountMore}>
          {t('receive.countMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
