import { ApiError, scanFeedback } from '@baro/client';
import { normalizeBarcode, type PickTask, type PickWaveTaskRequest, type Wave } from '@baro/core';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QuantityForm } from '../../../components/QuantityForm.tsx';
import { ScanInput } from '../../../components/ScanInput.tsx';
import { ScanSummary } from '../../../components/ScanSummary.tsx';
import { type ScanMessage, TaskScreen } from '../../../components/TaskScreen.tsx';
import { isOfflineError, rememberSkus, toLocationCode } from '../../../lib/floor-reads.ts';
import { useWorkWarehouse, warehouseScope } from '../../../lib/floor-user.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { commandQueue } from '../../../lib/queue/queue.ts';
import { getWave, getWorkableWaves } from '../api/get-waves.ts';
import {
  forgetWave,
  keepWave,
  keptWavesToOffer,
  picksPath,
  reconcilePicked,
  waveCache,
} from '../wave-cache.ts';

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
  // Offline (the list read paused or failed), the waves this device kept are still there to go back to.
  const unreachable = waves.isError || (waves.isPending && waves.fetchStatus === 'paused');
  const kept = useQuery({
    queryKey: queryKeys.waves.list({ kept: true, warehouseId: work.warehouse?.id ?? null }),
    queryFn: async () => keptWavesToOffer(await waveCache().all(), work.warehouse?.id ?? null),
    enabled: unreachable,
    networkMode: 'always',
  });
  if (unreachable) {
    const list = kept.data ?? [];
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {t('pick.wavesFailed')}
        </Alert>
        {list.length > 0 ? <Text>{t('pick.keptWaves')}</Text> : null}
        {list.map(({ wave, picked }) => (
          <WaveButton
            key={wave.id}
            waveNo={wave.waveNo}
            line={t('pick.keptLine', { count: openTasks(wave, new Set(Object.keys(picked))).length })}
            onClick={() => onChoose(wave.id)}
          />
        ))}
      </Stack>
    );
  }
  if (waves.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (waves.data.length === 0) return <Text c="dimmed">{t('pick.noWaves')}</Text>;
  return (
    <Stack gap="sm">
      <Text>{t('pick.chooseWave')}</Text>
      {waves.data.map((wave) => (
        <WaveButton
          key={wave.id}
          waveNo={wave.waveNo}
          line={t('pick.waveLine', {
            orders: t('pick.waveOrders', { count: wave.totals.orders }),
            units: t('pick.wavePieces', { count: wave.totals.units }),
            left: t('pick.waveTasksLeft', { count: wave.totals.tasks - wave.totals.tasksConfirmed }),
          })}
          onClick={() => onChoose(wave.id)}
        />
      ))}
    </Stack>
  );
}

function WaveButton({ waveNo, line, onClick }: { waveNo: string; line: string; onClick: () => void }) {
  return (
    <Button size="xl" h={80} fullWidth variant="default" onClick={onClick}>
      <Stack gap={2} align="flex-start">
        <span>{waveNo}</span>
        <Text size="sm" fw={400}>
          {line}
        </Text>
      </Stack>
    </Button>
  );
}

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly wave: Wave; readonly picked: Readonly<Record<string, number>> }
  | { readonly state: 'failed'; readonly offline: boolean };

/**
 * The wave named in the address: read from the server (and kept on the device), or — offline —
 * the copy kept when it was last read, with the picks this device made of it.
 */
function useWalkedWave(waveId: string) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let live = true;
    const load = async () => {
      const kept = await waveCache()
        .get(waveId)
        .catch(() => undefined);
      try {
        // The queue is read before the wave: a pick sent in between is then in the wave.
        const queue = commandQueue();
        await queue.load();
        const { pending, parked } = queue.getSnapshot();
        const wave = await getWave(waveId);
        const picked = reconcilePicked(kept?.picked ?? {}, wave, [...pending, ...parked]);
        // A wave picked or cancelled is no longer offered offline; a workable one is kept.
        if (wave.status === 'released' || wave.status === 'picking')
          await keepWave({ id: wave.id, wave, picked, savedAt: new Date().toISOString() });
        else await forgetWave(wave.id);
        if (live) setLoaded({ state: 'ready', wave, picked });
      } catch (error) {
        const offline = isOfflineError(error);
        // Gone (or never this worker's): the kept copy is dropped too.
        if (error instanceof ApiError && error.status === 404) await forgetWave(waveId);
        if (!live) return;
        if (offline && kept) {
          rememberSkus(kept.wave.tasks.map((task) => task.sku));
          setRestored(true);
          setLoaded({ state: 'ready', wave: kept.wave, picked: kept.picked });
        } else {
          setLoaded({ state: 'failed', offline });
        }
      }
    };
    void load();
    return () => {
      live = false;
    };
  }, [waveId]);

  const latest = useRef(loaded);
  latest.current = loaded;
  /**
   * A pick queued from this screen: shown at once, and kept with the wave (in the background: the
   * command itself is already stored) so a return offline knows it.
   */
  const confirm = (taskId: string, quantity: number) => {
    const current = latest.current;
    if (current.state !== 'ready') return;
    const next = { ...current, picked: { ...current.picked, [taskId]: quantity } };
    latest.current = next;
    setLoaded(next);
    void keepWave({
      id: next.wave.id,
      wave: next.wave,
      picked: next.picked,
      savedAt: new Date().toISOString(),
    });
  };
  return { loaded, restored, confirm };
}

/**
 * Picking a wave (issue 15), guided by location order: choose a released wave, then for each task
 * in walking order scan its location, then its SKU (a wrong one buzzes), then confirm the pieces
 * taken — fewer is a short pick, reported as such. Each confirmation goes into the send queue with
 * its own idempotency key, so the walk goes on offline. The wave is in the address (`?wave=`) and
 * kept on the device with the picks made here, so leaving the screen (the send queue, the menu, a
 * reload) and coming back offline finds the walk where it was; the wave must be read online once.
 */
export function PickPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const waveId = params.get('wave');
  if (!waveId) {
    return (
      <TaskScreen title={t('pick.title')}>
        <WaveChoice onChoose={(id) => setParams({ wave: id })} />
      </TaskScreen>
    );
  }
  return <WaveWalk key={waveId} waveId={waveId} onOtherWave={() => setParams({})} />;
}

function WaveWalk({ waveId, onOtherWave }: { waveId: string; onOtherWave: () => void }) {
  const { t } = useTranslation();
  const { loaded, restored, confirm } = useWalkedWave(waveId);
  const [step, setStep] = useState<Step>('location');
  const [message, setMessage] = useState<ScanMessage | null>(null);

  const fail = (text: string) => {
    scanFeedback('error');
    setMessage({ tone: 'error', text });
  };

  const otherWave = (
    <Button variant="default" size="lg" fullWidth onClick={onOtherWave}>
      {t('pick.otherWave')}
    </Button>
  );
  if (loaded.state === 'loading') {
    return (
      <TaskScreen title={t('pick.title')}>
        <Text c="dimmed">{t('common.loading')}</Text>
      </TaskScreen>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <TaskScreen title={t('pick.title')}>
        <Alert color="red" role="alert">
          {t(loaded.offline ? 'pick.notKept' : 'pick.waveFailed')}
        </Alert>
        {otherWave}
      </TaskScreen>
    );
  }
  const { wave } = loaded;
  const queued = new Set(Object.keys(loaded.picked));
  const notice =
    message ?? (restored ? { tone: 'ok' as const, text: t('pick.restored', { waveNo: wave.waveNo }) } : null);

  const left = openTasks(wave, queued);
  const task = left[0];
  if (!task) {
    return (
      <TaskScreen title={`${t('pick.title')} · ${wave.waveNo}`} message={notice}>
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
    await commandQueue().enqueue({ kind: 'pick', path: picksPath(wave.id), body, label });
    scanFeedback(short > 0 ? 'error' : 'ok');
    confirm(task.id, quantity);
    setMessage({ tone: short > 0 ? 'error' : 'ok', text: t('pick.queued', { label }) });
    setStep('location');
  };

  const done = wave.tasks.length - left.length + 1;
  return (
    <TaskScreen
      title={`${t('pick.title')} · ${wave.waveNo}`}
      step={t('pick.task', { done, total: wave.tasks.length })}
      message={notice}
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
