import {
  fulfillmentMessage,
  type Language,
  type PickWaveTaskRequest,
  pickWaveError,
  pickWaveTaskRequestSchema,
  sharePick,
  type Wave,
  wavePickState,
} from '@baro/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { requestHash } from '../command-idempotency/command-idempotency.api.ts';
import { pickWaveOrder } from '../orders/orders.api.ts';
import { type FloorCaller, floorSees } from '../warehouses/warehouses.api.ts';
import { getWaveById } from './get-wave.ts';
import {
  confirmTask,
  countUnconfirmedTasks,
  deactivateWaveOrders,
  findOrderShares,
  findPickByKey,
  findTask,
  findTaskShares,
  lockWave,
  markWaveOrderPicked,
  moveWaveStatus,
} from './waves.repository.ts';

type Deps = { db: Kysely<Database>; now: () => Date };

/**
 * `POST /api/warehouse/waves/{id}/picks`: confirms one task with the pieces taken. Fewer than asked
 * is a short pick, shared out to the task's orders oldest first. An order whose every share is now
 * complete takes the orders module's pick step (allocated → picking: its stock to the outbound
 * area); the first pick makes the wave `picking`, the last one `picked` (its short orders stay
 * allocated and return to the pool). Everything runs under the wave's row lock, so concurrent
 * scans apply one at a time: a retry with the same Idempotency-Key, or the same quantity again,
 * answers the wave as it is; another quantity for a confirmed task is PICK_TASK_CONFIRMED.
 */
export async function pickWaveTask(
  deps: Deps,
  floor: FloorCaller,
  waveId: string,
  body: PickWaveTaskRequest,
  options: { idempotencyKey: string | undefined; lang: Language },
): Promise<Wave> {
  const request = pickWaveTaskRequestSchema.parse(body);
  const key = options.idempotencyKey ?? null;
  const hash = key === null ? null : requestHash(request);
  const now = deps.now();
  await transact(deps.db, async (trx) => {
    const wave = await lockWave(trx, waveId);
    if (!wave || !floorSees(floor, wave.warehouse_id)) throw new AppError('NOT_FOUND');
    if (key !== null) {
      const done = await findPickByKey(trx, waveId, key);
      if (done) {
        if (done.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return;
      }
    }
    const task = await findTask(trx, waveId, request.taskId);
    if (!task)
      throw new AppError('VALIDATION_FAILED', {
        fields: { taskId: fulfillmentMessage(options.lang, 'unknownPickTask') },
      });
    if (task.picked_quantity !== null) {
      if (task.picked_quantity === request.quantity) return;
      throw new AppError('PICK_TASK_CONFIRMED');
    }
    const refusal = pickWaveError(wave.status);
    if (refusal) throw new AppError(refusal);
    if (request.quantity > task.quantity)
      throw new AppError('VALIDATION_FAILED', {
        fields: { quantity: fulfillmentMessage(options.lang, 'pickOverRequired') },
      });

    const shares = sharePick(
      request.quantity,
      (await findTaskShares(trx, task.id)).map((s) => ({ orderId: s.order_id, quantity: s.quantity })),
    );
    const confirmed = await confirmTask(
      trx,
      {
        waveId,
        taskId: task.id,
        quantity: request.quantity,
        shares,
        idempotencyKey: key,
        requestHash: hash,
        actorId: floor.userId,
        at: now,
      },
      newId('wpk'),
    );
    if (!confirmed) throw new Error(`task ${task.id} confirmed while its wave was locked`);
    if (wave.status !== 'picking' && !(await moveWaveStatus(trx, waveId, wave.status, 'picking', now)))
      throw new Error(`wave ${waveId} moved while locked`);

    // Orders whose every share is complete now leave the shelves (the orders module's pick step).
    const served = shares.map((s) => s.orderId);
    const byOrder = new Map<string, { quantity: number; picked: number | null }[]>();
    for (const s of await findOrderShares(trx, waveId, served)) {
      const list = byOrder.get(s.order_id) ?? [];
      list.push({ quantity: s.quantity, picked: s.picked_quantity });
      byOrder.set(s.order_id, list);
    }
    for (const orderId of served) {
      if (wavePickState(byOrder.get(orderId) ?? []) !== 'picked') continue;
      if ((await pickWaveOrder(trx, floor, orderId, now)) === 'picked')
        await markWaveOrderPicked(trx, waveId, orderId, now);
    }

    if ((await countUnconfirmedTasks(trx, waveId)) === 0) {
      if (!(await moveWaveStatus(trx, waveId, 'picking', 'picked', now)))
        throw new Error(`wave ${waveId} moved while locked`);
      await deactivateWaveOrders(trx, waveId);
    }
  });
  return getWaveById(deps.db, waveId);
}
