import { scanFeedback } from '@baro/client';
import { normalizeBarcode, type PickTask, type PickWaveTaskRequest, type Wave } from '@baro/core';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityForm } from '../../../components/QuantityForm.tsx';
import { ScanInput } from '../../../components/ScanInput.tsx';
import { ScanSummary } from '../../../components/ScanSummary.tsx';
import { type ScanMessage, TaskScreen } from '../../../components/TaskScreen.tsx';
import { toLocationCode } from '../../../lib/floor-reads.ts';
import { useWorkWarehouse, warehouseScope } from '../../../lib/floor-user.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { commandQueue } from '../../../lib/queue/queue.ts';
import { getWave, getWorkableWaves } from '../api/get-waves.ts';

type Step = 'location' | 'sku' | 'quantity';

/** The tasks still to walk to: not confirmed on the server and not queued from this screen. */
export function openTasks(wave: Wave, queued: ReadonlySet<string>): PickTask[] {
  return wave.tasks.filter((task) => task.pickedQuantity === null && !queued.has(task.id));
}

function WaveChoice({ onChoose }: { onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  const work = useWorkWarehouse();
  const scope = warehouseScope(work);
  const waves = useQuery({
    queryKey: queryKeys.waves.list(scope),
    queryFn: ({ signal }) => getWorkableWaves(scope, signal),
  });
  if (waves.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (waves.isError) {
    return (
      <Alert color="red" role="alert">
        {t('pick.wavesFailed')}
      </Alert>
    );
  }
  if (waves.data.length === 0) return <Text c="dimmed">{t('pick.noWaves')}</Text>;
  return (
    <Stack gap="sm">
      <Text>{t('pick.chooseWave')}</Text>
      {waves.data.map((wave) => (
        <Button key={wave.id} size="xl" h={80} fullWidth variant="default" onClick={() => onChoose(wave.id)}>
          <Stack gap={2} align="flex-start">
            <span>{wave.waveNo}</span>
            <Text size="sm" fw={400}>
              {t('pick.waveLine', {
                orders: wave.totals.orders,
                units: wave.totals.units,
                left: wave.totals.tasks - wave.totals.tasksConfirmed,
              })}
            </Text>
          </Stack>
        </Button>
      ))}
    </Stack>
  );
}

/**
 * Picking a wave (issue 15), guided by location order: choose a released wave, then for each task
 * in walking order scan its location, then its SKU (a wrong one buzzes), then confirm the pieces
 * taken — fewer is a short pick, reported as such. Each confirmation goes into the send queue with
 * its own idempotency key, so the walk goes on offline; the wave itself must be read online once.
 */
export function PickPage() {
  const { t } = useTranslation();
  const [wave, setWave] = useState<Wave | null>(null);
  const [queued, setQueued] = useState<ReadonlySet<string>>(new Set());
  const [step, setStep] = useState<Step>('location');
  const [message, setMessage] = useState<ScanMessage | null>(null);
  const [loading, setLoading] = useState(false);

  const fail = (text: string) => {
    scanFeedback('error');
    setMessage({ tone: 'error', text });
  };

  const choose = async (id: string) => {
    setLoading(true);
    try {
      setWave(await getWave(id));
      setQueued(new Set());
      setStep('location');
      setMessage(null);
    } catch {
      fail(t('pick.wavesFailed'));
    } finally {
      setLoading(false);
    }
  };

  if (!wave) {
    return (
      <TaskScreen title={t('pick.title')} message={message}>
        {loading ? (
          <Text c="dimmed">{t('common.loading')}</Text>
        ) : (
          <WaveChoice onChoose={(id) => void choose(id)} />
        )}
      </TaskScreen>
    );
  }

  const left = openTasks(wave, queued);
  const task = left[0];
  const otherWave = (
    <Button variant="default" size="lg" fullWidth onClick={() => setWave(null)}>
      {t('pick.otherWave')}
    </Button>
  );
  if (!task) {
    return (
      <TaskScreen title={`${t('pick.title')} · ${wave.waveNo}`} message={message}>
        <Alert color="green" role="status">
          {t('pick.done')}
        </Alert>
        {otherWave}
      </TaskScreen>
    );
  }

  const onLocation = (code: string) => {
    const location = toLocationCode(code);
    if (location !== task.location.code) {
      return fail(t('pick.wrongLocation', { code, expected: task.location.code }));
    }
    scanFeedback('ok');
    setMessage(null);
    setStep('sku');
  };
  const onSku = (code: string) => {
    if (normalizeBarcode(code) !== normalizeBarcode(task.sku.barcode))
      return fail(t('pick.wrongSku', { code }));
    scanFeedback('ok');
    setMessage(null);
    setStep('quantity');
  };
  const onQuantity = async (quantity: number) => {
    const body: PickWaveTaskRequest = { taskId: task.id, quantity };
    const short = task.quantity - quantity;
    const label = `${wave.waveNo} · ${task.location.code} · ${task.sku.name} ×${quantity}${short > 0 ? ` (${t('pick.short', { short })})` : ''}`;
    await commandQueue().enqueue({
      kind: 'pick',
      path: `/warehouse/waves/${encodeURIComponent(wave.id)}/picks`,
      body,
      label,
    });
    scanFeedback(short > 0 ? 'error' : 'ok');
    setQueued((current) => new Set([...current, task.id]));
    setMessage({ tone: short > 0 ? 'error' : 'ok', text: t('pick.queued', { label }) });
    setStep('location');
  };

  const done = wave.tasks.length - left.length + 1;
  return (
    <TaskScreen
      title={`${t('pick.title')} · ${wave.waveNo}`}
      step={t('pick.task', { done, total: wave.tasks.length })}
      message={message}
    >
      <ScanSummary
        facts={[
          { label: t('pick.goTo'), value: <span className="pick-location">{task.location.code}</span> },
          {
            label: task.sku.barcode,
            value: t('pick.take', { name: task.sku.name, quantity: task.quantity }),
          },
        ]}
      />
      {step === 'location' ? (
        <ScanInput
          key={`loc-${task.id}`}
          size="xl"
          autoFocus
          label={t('scan.location')}
          placeholder={t('scan.placeholder')}
          onScan={onLocation}
        />
      ) : null}
      {step === 'sku' ? (
        <ScanInput
          key={`sku-${task.id}`}
          size="xl"
          autoFocus
          label={t('scan.sku')}
          placeholder={t('scan.placeholder')}
          onScan={onSku}
        />
      ) : null}
      {step === 'quantity' ? (
        <QuantityForm
          key={task.id}
          initial={task.quantity}
          min={0}
          max={task.quantity}
          confirmLabel={t('pick.confirm')}
          onConfirm={(quantity) => void onQuantity(quantity)}
        />
      ) : null}
      {otherWave}
    </TaskScreen>
  );
}
