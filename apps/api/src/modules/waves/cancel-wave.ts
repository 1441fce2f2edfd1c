import { cancelWaveError, type Wave } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { type FloorCaller, floorSees } from '../warehouses/warehouses.api.ts';
import { getWaveById } from './get-wave.ts';
import { deactivateWaveOrders, lockWave, moveWaveStatus } from './waves.repository.ts';

/**
 * `POST /api/warehouse/waves/{id}/cancel`: an open, released or picking wave is cancelled and its
 * orders return to the pool for another wave. Orders it already picked completely stay picked
 * (their stock is in the outbound area); confirmed picks stay recorded. A repeat is harmless; a
 * picked wave is INVALID_STATE_TRANSITION.
 */
export async function cancelWave(
  deps: { db: Kysely<Database>; now: () => Date },
  floor: FloorCaller,
  waveId: string,
): Promise<Wave> {
  const now = deps.now();
  await transact(deps.db, async (trx) => {
    const wave = await lockWave(trx, waveId);
    if (!wave || !floorSees(floor, wave.warehouse_id)) throw new AppError('NOT_FOUND');
    const refusal = cancelWaveError(wave.status);
    if (refusal) throw new AppError(refusal);
    if (wave.status === 'cancelled') return;
    if (!(await moveWaveStatus(trx, waveId, wave.status, 'cancelled', now)))
      throw new Error(`wave ${waveId} moved while locked`);
    await deactivateWaveOrders(trx, waveId);
  });
  return getWaveById(deps.db, waveId);
}
