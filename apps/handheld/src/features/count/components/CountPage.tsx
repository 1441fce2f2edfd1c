import { scanFeedback } from '@baro/client';
import type { SkuRef, StockCountRequest } from '@baro/core';
import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScanInput } from '../../../components/ScanInput.tsx';
import { ScanSummary } from '../../../components/ScanSummary.tsx';
import { type ScanMessage, TaskScreen } from '../../../components/TaskScreen.tsx';
import { findSkuByBarcode, getLocationStock, toLocationCode } from '../../../lib/floor-reads.ts';
import { useWorkWarehouse, warehouseScope } from '../../../lib/floor-user.ts';
import { commandQueue } from '../../../lib/queue/queue.ts';

interface CountLine {
  readonly sku: SkuRef;
  /** What the system has at the location (0 for a SKU found there that it did not know of). */
  readonly system: number;
  readonly counted: number;
}

type Step = { at: 'location' } | { at: 'skus'; location: string; lines: CountLine[] };

/**
 * What a count sends: one "set count" per SKU listed, what was counted as of `countedAt`. The
 * server sets the balance to it plus whatever moved there since, so a count that waits in the
 * queue (offline) and is sent later never applies a difference gone stale meanwhile.
 */
export function countCommands(
  lines: readonly CountLine[],
  at: { location: string; countedAt: string; reason: string },
): { sku: SkuRef; body: StockCountRequest }[] {
  return lines.map((line) => ({
    sku: line.sku,
    body: {
      skuId: line.sku.id,
      locationCode: at.location,
      counted: line.counted,
      countedAt: at.countedAt,
      reason: at.reason,
    },
  }));
}

/**
 * A count (issue 15): scan the location (its balances are read, so the SKUs the system expects
 * there are listed at 0), then each unit's SKU barcode (+1 a scan; the number can be typed), then
 * submit: every SKU listed goes into the send queue as a "set count" (what was counted, as of the
 * submit) with the reason "재고 실사", each with its own idempotency key. The location's balances
 * must be read online; the counts are sent whenever the network allows and apply as of when they
 * were made (a later count of the same place wins: an older one is refused and parked).
 */
export function CountPage() {
  const { t } = useTranslation();
  const work = useWorkWarehouse();
  const [step, setStep] = useState<Step>({ at: 'location' });
  const [message, setMessage] = useState<ScanMessage | null>(null);
  const [loading, setLoading] = useState(false);

  const fail = (text: string) => {
    scanFeedback('error');
    setMessage({ tone: 'error', text });
  };

  const onLocation = async (code: string) => {
    const location = toLocationCode(code);
    if (!location) return fail(t('scan.invalidLocation', { code }));
    setLoading(true);
    try {
      const rows = await getLocationStock(location, warehouseScope(work));
      scanFeedback('ok');
      setMessage(null);
      setStep({
        at: 'skus',
        location,
        lines: rows.map((row) => ({
          sku: { id: row.sku.id, name: row.sku.name, barcode: row.sku.barcode },
          system: row.onHand,
          counted: 0,
        })),
      });
    } catch {
      fail(t('count.balancesFailed'));
    } finally {
      setLoading(false);
    }
  };

  const setCounted = (skuId: string, counted: number) =>
    setStep((current) =>
      current.at === 'skus'
        ? { ...current, lines: current.lines.map((l) => (l.sku.id === skuId ? { ...l, counted } : l)) }
        : current,
    );

  const onSku = async (code: string) => {
    if (step.at !== 'skus') return;
    try {
      const found = await findSkuByBarcode(code, warehouseScope(work));
      if (found.type !== 'found') {
        return fail(t(found.type === 'offline' ? 'scan.unknownSkuOffline' : 'scan.unknownSku', { code }));
      }
      scanFeedback('ok');
      setMessage(null);
      setStep((current) => {
        if (current.at !== 'skus') return current;
        const line = current.lines.find((l) => l.sku.id === found.sku.id);
        const lines = line
          ? current.lines.map((l) => (l === line ? { ...l, counted: l.counted + 1 } : l))
          : [...current.lines, { sku: found.sku, system: 0, counted: 1 }];
        return { ...current, lines };
      });
    } catch {
      fail(t('scan.lookupFailed'));
    }
  };

  const submit = async () => {
    if (step.at !== 'skus') return;
    if (step.lines.length === 0) {
      scanFeedback('ok');
      setMessage({ tone: 'ok', text: t('count.nothingCounted') });
      setStep({ at: 'location' });
      return;
    }
    const commands = countCommands(step.lines, {
      location: step.location,
      countedAt: new Date().toISOString(),
      reason: t('count.reason'),
    });
    for (const { sku, body } of commands) {
      const label = `${sku.name} = ${body.counted} · ${step.location}`;
      await commandQueue().enqueue({
        kind: 'count',
        path: '/warehouse/stock/count',
        body: { ...body, ...warehouseScope(work) },
        label,
      });
    }
    scanFeedback('ok');
    setMessage({ tone: 'ok', text: t('count.queued', { count: commands.length }) });
    setStep({ at: 'location' });
  };

  return (
    <TaskScreen title={t('count.title')} message={message}>
      {step.at === 'location' ? (
        <ScanInput
          key="location"
          size="xl"
          autoFocus
          disabled={loading}
          label={t('scan.location')}
          placeholder={t('scan.placeholder')}
          onScan={(code) => void onLocation(code)}
        />
      ) : (
        <>
          <ScanSummary facts={[{ label: t('count.location'), value: step.location }]} />
          <ScanInput
            key="sku"
            size="xl"
            autoFocus
            label={t('scan.sku')}
            placeholder={t('scan.placeholder')}
            onScan={(code) => void onSku(code)}
          />
          {step.lines.length === 0 ? (
            <Text c="dimmed">{t('count.empty')}</Text>
          ) : (
            <Stack gap="xs" component="ul" className="count-lines">
              {step.lines.map((line) => (
                <Group key={line.sku.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={700} truncate="end">
                      {line.sku.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {line.sku.barcode} · {t('count.system', { count: line.system })}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <NumberInput
                      aria-label={`${t('count.counted')} ${line.sku.name}`}
                      value={line.counted}
                      onChange={(value) => setCounted(line.sku.id, typeof value === 'number' ? value : 0)}
                      min={0}
                      allowDecimal={false}
                      allowNegative={false}
                      w={88}
                      size="md"
                    />
                    {line.system === 0 ? (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('count.remove', { name: line.sku.name })}
                        onClick={() =>
                          setStep({ ...step, lines: step.lines.filter((l) => l.sku.id !== line.sku.id) })
                        }
                      >
                        ×
                      </ActionIcon>
                    ) : null}
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
          <Button size="xl" fullWidth onClick={() => void submit()}>
            {t('count.submit')}
          </Button>
        </>
      )}
    </TaskScreen>
  );
}
