import { checkMilestoneUpdate, type MilestoneKind, milestoneUpdateEffects } from '@baro/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { followShipmentProgress } from '../bids/bids.api.ts';
import {
  listMilestones,
  lockShipment,
  touchShipment,
  updateShipmentStatus,
  writeMilestone,
} from './shipments.repository.ts';

export interface RecordedMilestone {
  kind: MilestoneKind;
  plannedAt?: Date | null;
  actualAt?: Date;
  /** A location code or free text, kept as given. */
  place?: string | null;
  note?: string | null;
}

/**
 * A shipment's history written by its partner's user inside the caller's transaction, update by
 * update under the same core milestone rules as `POST /api/partner/shipments/{id}/milestones`
 * (order, nothing in the future), moving the bid on and completing the shipment as that does —
 * but telling nobody by e-mail. For demo data: a customer is not mailed about a past that was
 * made up for them.
 */
export async function recordMilestones(
  trx: Transaction<Database>,
  shipmentId: string,
  updates: readonly RecordedMilestone[],
  by: { userId: string; partnerId: string; now: Date },
): Promise<void> {
  const shipment = await lockShipment(trx, shipmentId, { partnerId: by.partnerId });
  if (!shipment) throw new AppError('NOT_FOUND');
  for (const update of updates) {
    const states = (await listMilestones(trx, [shipment.id])).map((row) => ({
      kind: row.kind,
      plannedAt: row.planned_at,
      actualAt: row.actual_at,
    }));
    const times = {
      kind: update.kind,
      ...(update.plannedAt !== undefined ? { plannedAt: update.plannedAt } : {}),
      ...(update.actualAt !== undefined ? { actualAt: update.actualAt } : {}),
    };
    const refusal = checkMilestoneUpdate(states, times, by.now, 'partner');
    if (refusal) throw new AppError(refusal);
    const effects = milestoneUpdateEffects(states, times);
    const at = update.actualAt ?? by.now;
    await writeMilestone(trx, shipment.id, update.kind, {
      ...(update.plannedAt !== undefined ? { planned_at: update.plannedAt } : {}),
      ...(update.actualAt !== undefined ? { actual_at: update.actualAt } : {}),
      ...(update.place !== undefined ? { place: update.place } : {}),
      ...(update.note !== undefined ? { note: update.note } : {}),
      updated_by: by.userId,
      updated_at: at,
    });
    if (effects.completes) await updateShipmentStatus(trx, shipment.id, 'completed', at);
    else await touchShipment(trx, shipment.id, at);
    if (effects.newlyReached) await followShipmentProgress(trx, shipment.bid_id, effects, at);
  }
}
