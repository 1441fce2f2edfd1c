import 'fake-indexeddb/auto';
import type { Wave } from '@baro/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueuedCommand } from '../../lib/queue/command-queue.ts';
import { waveFixture } from '../../test/fixtures.ts';
import {
  createIdbWaveCache,
  keepWave,
  keptWavesToOffer,
  reconcilePicked,
  setWaveCache,
} from './wave-cache.ts';

afterEach(() => setWaveCache(null));

const wave = waveFixture() as Wave;
const pick = (
  taskId: string,
  state: QueuedCommand['state'] = 'pending',
  waveId = 'wav_1',
): QueuedCommand => ({
  id: `key-${taskId}`,
  seq: 1,
  kind: 'pick',
  path: `/warehouse/waves/${waveId}/picks`,
  body: { taskId, quantity: 1 },
  label: taskId,
  createdAt: '2026-12-07T00:00:00.000Z',
  state,
  attempts: 0,
});

describe('the wave cache', () => {
  it('keeps a wave in IndexedDB across openings, and drops waves not touched for three days', async () => {
    const name = `waves-${Math.random()}`;
    setWaveCache(createIdbWaveCache(name));
    const now = new Date('2026-12-07T09:00:00Z');
    await keepWave({ id: 'wav_old', wave, picked: {}, savedAt: '2026-12-03T08:00:00Z' }, now);
    await keepWave({ id: 'wav_1', wave, picked: { pt_1: 2 }, savedAt: now.toISOString() }, now);
    const reopened = createIdbWaveCache(name);
    expect((await reopened.get('wav_1'))?.picked).toEqual({ pt_1: 2 });
    expect((await reopened.get('wav_1'))?.wave.tasks.map((task) => task.id)).toEqual(['pt_1', 'pt_2']);
    expect(await reopened.get('wav_old')).toBeUndefined();
  });

  it('keeps the picks still waiting or refused in the queue, and forgets those sent or discarded', () => {
    const confirmed: Wave = {
      ...wave,
      tasks: wave.tasks.map((task) => (task.id === 'pt_2' ? { ...task, pickedQuantity: 3 } : task)),
    };
    expect(reconcilePicked({ pt_1: 2, pt_2: 3 }, confirmed, [pick('pt_1', 'parked'), pick('pt_2')])).toEqual({
      pt_1: 2,
    });
    expect(reconcilePicked({ pt_1: 2 }, wave, [pick('pt_1', 'pending', 'wav_2')])).toEqual({});
    expect(reconcilePicked({ pt_1: 2 }, wave, [])).toEqual({});
  });
});

describe('the kept waves offered offline', () => {
  const kept = (id: string, overrides: Partial<Wave> = {}, picked: Record<string, number> = {}) => ({
    id,
    wave: { ...wave, id, ...overrides },
    picked,
    savedAt: '2026-12-07T09:00:00Z',
  });

  it('are the work warehouse’s, still workable, with a task left', () => {
    const offered = keptWavesToOffer(
      [
        kept('wav_ok'),
        kept('wav_elsewhere', { warehouse: { ...wave.warehouse, id: 'wh_other' } }),
        kept('wav_cancelled', { status: 'cancelled' }),
        kept('wav_picked', { status: 'picked' }),
        kept('wav_walked', {}, { pt_1: 2, pt_2: 3 }),
        kept('wav_picking', { status: 'picking' }, { pt_1: 2 }),
      ],
      wave.warehouse.id,
    );
    expect(offered.map((k) => k.id)).toEqual(['wav_ok', 'wav_picking']);
    // Staff who chose no warehouse yet see every warehouse's.
    expect(
      keptWavesToOffer([kept('wav_elsewhere', { warehouse: { ...wave.warehouse, id: 'wh_other' } })], null),
    ).toHaveLength(1);
  });
});
