import { releaseWaveError, type Wave } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { type FloorCaller, floorSees } from '../warehouses/warehouses.api.ts';
import { getWaveById } from './get-wave.ts';
import { lockWave, moveWaveStatus } from './waves.repository.ts';

/**
 * `POST /api/warehouse/waves/{id}/release`: open → released, the wave goes to the handhelds (they
 * list released and picking waves). A repeat is harmless; a wave already picking, picked or
 * cancelled is INVALID_STATE_TRANSITION.
 */
export async function releaseWave(
  deps: { db: Kysely<Database>; now: () => Date },
  floor: FloorCaller,
  waveId: string,
): Promise<Wave> {
  const now = deps.now();
  await transact(deps.db, async (trx) => {
    const wave = await lockWave(trx, waveId);
    if (!wave || !floorSees(floor, wave.warehouse_id)) throw new AppError('NOT_FOUND');
    const refusal = releaseWaveError(wave.status);
    if (refusal) throw new AppError(refusal);
    if (wave.status === 'released') return;
    if (!(await moveWaveStatus(trx, waveId, wave.status, 'released', now)))
      throw new Error(`wave ${waveId} moved while locked`);
  });
  return getWaveById(deps.db, waveId);
}
