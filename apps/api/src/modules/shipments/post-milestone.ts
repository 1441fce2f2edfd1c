import {
  checkMilestoneUpdate,
  type MilestoneUpdateRequest,
  milestoneUpdateEffects,
  type ShipmentDetail,
} from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/callers.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { bidAuthorOf, followShipmentProgress } from '../bids/bids.api.ts';
import { consumeWriteQuota } from '../quotas/quotas.api.ts';
import { findLocations } from '../reference/reference.api.ts';
import { getShipment } from './get-shipment.ts';
import { queueMilestoneMail, queueScheduleMail } from './shipment-mails.ts';
import {
  listMilestones,
  lockShipment,
  touchShipment,
  updateShipmentStatus,
  writeMilestone,
} from './shipments.repository.ts';
import {
  enforce,
  handlerScopeOf,
  locationCodeCandidate,
  milestoneUpdaterOf,
  toMilestoneUpdate,
} from './shipments.rules.ts';

/**
 * `POST /api/partner/shipments/{id}/milestones`: the partner handling the shipment (or staff)
 * records a milestone's planned or actual time, place or note, judged by the core milestone rules
 * under the shipment's lock. The first actual after the booking request moves the bid from
 * accepted to in progress; the `completed` actual completes the shipment and finishes the bid. Each
 * milestone that newly gets its actual time is e-mailed to the customer who requested the quotes
 * (the team's master if that person has left the team), in their language; so is a move of the
 * planned departure or arrival (ETD/ETA) before it happens. Answers the shipment as the caller now
 * sees it.
 */
export async function postMilestone(
  deps: Pick<AppDeps, 'db' | 'now' | 'mailer' | 'env'>,
  caller: Caller,
  shipmentId: string,
  request: MilestoneUpdateRequest,
  /** Staff correcting through the staff API: the change goes to the audit log in the same transaction. */
  staffActor?: StaffActor,
): Promise<ShipmentDetail> {
  const scope = handlerScopeOf(caller);
  const role = milestoneUpdaterOf(caller);
  const update = toMilestoneUpdate(request);
  const now = deps.now();

  await transact(deps.db, async (trx) => {
    const shipment = await lockShipment(trx, shipmentId, scope);
    if (!shipment) throw new AppError('NOT_FOUND');
    // Each new milestone e-mails the customer: a partner gets so many updates an hour.
    if (caller.partnerId) await consumeWriteQuota(trx, 'milestone.post', caller.partnerId, now);
    const rows = await listMilestones(trx, [shipment.id]);
    const states = rows.map((row) => ({
      kind: row.kind,
      plannedAt: row.planned_at,
      actualAt: row.actual_at,
    }));
    enforce(checkMilestoneUpdate(states, update, now, role));
    const effects = milestoneUpdateEffects(states, update);
    const current = rows.find((row) => row.kind === update.kind);
    if (!current) throw new AppError('NOT_FOUND');

    // A place that names a known location is stored as its code, so the apps can show its names
    // and local time; anything else is kept as typed.
    let place = request.place;
    if (place) {
      const code = locationCodeCandidate(place);
      const location = code ? (await findLocations(trx, [code])).get(code) : undefined;
      if (location) place = location.code;
    }

    await writeMilestone(trx, shipment.id, update.kind, {
      ...(update.plannedAt !== undefined ? { planned_at: update.plannedAt } : {}),
      ...(update.actualAt !== undefined ? { actual_at: update.actualAt } : {}),
      ...(place !== undefined ? { place } : {}),
      ...(request.note !== undefined ? { note: request.note } : {}),
      updated_by: caller.userId,
      updated_at: now,
    });
    if (staffActor) {
      const shown = (row: {
        planned_at: Date | null;
        actual_at: Date | null;
        place: string | null;
        note: string | null;
      }) => ({
        plannedAt: row.planned_at?.toISOString() ?? null,
        actualAt: row.actual_at?.toISOString() ?? null,
        place: row.place,
        note: row.note,
      });
      await recordStaffChange(
        trx,
        staffActor,
        {
          action: 'shipment.milestone',
          target: shipment.id,
          targetIds: [shipment.id, shipment.bid_id, shipment.team_id, shipment.partner_id],
          before: { kind: update.kind, ...shown(current) },
          after: {
            kind: update.kind,
            ...shown({
              planned_at: update.plannedAt !== undefined ? update.plannedAt : current.planned_at,
              actual_at: update.actualAt !== undefined ? update.actualAt : current.actual_at,
              place: place !== undefined ? place : current.place,
              note: request.note !== undefined ? request.note : current.note,
            }),
          },
        },
        now,
      );
    }
    if (effects.completes) await updateShipmentStatus(trx, shipment.id, 'completed', now);
    else await touchShipment(trx, shipment.id, now);

    if (plannedMoveOf(current, update)) {
      await queueScheduleMail(trx, deps, {
        shipment,
        bidAuthorId: await bidAuthorOf(trx, shipment.bid_id),
        kind: update.kind as 'departed' | 'arrived',
        before: current.planned_at,
        after: update.plannedAt as Date,
      });
    }
    if (!effects.newlyReached || update.actualAt === undefined) return;
    const bid = await followShipmentProgress(trx, shipment.bid_id, effects, now);

    await queueMilestoneMail(trx, deps, {
      shipment,
      bidAuthorId: bid.createdBy,
      kind: update.kind,
      actualAt: update.actualAt,
      place: place !== undefined ? place : current.place,
      note: request.note !== undefined ? request.note : current.note,
    });
  });
  void deps.mailer.flush();
  return getShipment(deps.db, scope, shipmentId);
}

/**
 * Whether the update moves the planned ETD or ETA of a departure/arrival not yet reached (a first
 * planned time counts: the customer had none). Clearing it, or the same minute again, does not.
 */
function plannedMoveOf(
  current: { kind: string; planned_at: Date | null; actual_at: Date | null },
  update: { kind: string; plannedAt?: Date | null | undefined; actualAt?: Date | null | undefined },
): boolean {
  if (current.kind !== 'departed' && current.kind !== 'arrived') return false;
  if (current.actual_at !== null || update.actualAt) return false;
  if (!(update.plannedAt instanceof Date)) return false;
  return current.planned_at?.getTime() !== update.plannedAt.getTime();
}
