import {
  checkMilestoneUpdate,
  formatDate,
  type MilestoneUpdateRequest,
  milestoneUpdateEffects,
  type ShipmentDetail,
} from '@baro/core';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/callers.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { bidAuthorOf, followShipmentProgress } from '../bids/bids.api.ts';
import type { Mailer } from '../mail/mail.api.ts';
import { consumeWriteQuota } from '../quotas/quotas.api.ts';
import { findLocations, type LocationRow } from '../reference/reference.api.ts';
import { getShipment } from './get-shipment.ts';
import {
  findTeamMaster,
  findTeamMember,
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
  type MailLocation,
  milestoneMailParams,
  milestoneUpdaterOf,
  shipmentLink,
  toMilestoneUpdate,
} from './shipments.rules.ts';

const toMailLocation = (row: LocationRow): MailLocation => ({
  code: row.code,
  nameKo: row.name_ko,
  nameEn: row.name_en,
  timeZone: row.time_zone,
});

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

  await deps.db.transaction().execute(async (trx) => {
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

/** Queues the customer's e-mail about a moved planned departure or arrival. */
async function queueScheduleMail(
  trx: Transaction<Database>,
  deps: { mailer: Mailer; env: AppDeps['env'] },
  input: {
    shipment: { id: string; team_id: string; pol: string; pod: string };
    bidAuthorId: string;
    kind: 'departed' | 'arrived';
    before: Date | null;
    after: Date;
  },
): Promise<void> {
  const { shipment } = input;
  const recipient =
    (await findTeamMember(trx, shipment.team_id, input.bidAuthorId)) ??
    (await findTeamMaster(trx, shipment.team_id));
  if (!recipient) return;
  const locations = await findLocations(trx, [shipment.pol, shipment.pod]);
  const nameOf = (code: string) => {
    const row = locations.get(code);
    if (!row) return code;
    return recipient.locale === 'en' ? row.name_en : row.name_ko;
  };
  await deps.mailer.queue(trx, {
    to: recipient.email,
    locale: recipient.locale,
    template: 'shipment-schedule-changed',
    params: {
      name: recipient.name,
      milestone: input.kind,
      lane: `${nameOf(shipment.pol)} → ${nameOf(shipment.pod)}`,
      before: input.before
        ? formatDate(input.before, recipient.locale, true)
        : recipient.locale === 'en'
          ? 'not set'
          : '미정',
      after: formatDate(input.after, recipient.locale, true),
      link: shipmentLink(deps.env.PUBLIC_URL, shipment.id),
    },
  });
}

/** Queues the customer's e-mail about a milestone that was just reached. */
async function queueMilestoneMail(
  trx: Transaction<Database>,
  deps: { mailer: Mailer; env: AppDeps['env'] },
  input: {
    shipment: { id: string; team_id: string; pol: string; pod: string };
    bidAuthorId: string;
    kind: MilestoneUpdateRequest['kind'];
    actualAt: Date;
    place: string | null;
    note: string | null;
  },
): Promise<void> {
  const { shipment } = input;
  const recipient =
    (await findTeamMember(trx, shipment.team_id, input.bidAuthorId)) ??
    (await findTeamMaster(trx, shipment.team_id));
  if (!recipient) return; // nobody left to tell; the timeline still shows it

  const codes = [shipment.pol, shipment.pod, ...(input.place ? [input.place] : [])];
  const locations = new Map(
    [...(await findLocations(trx, codes)).values()].map((row) => [row.code, toMailLocation(row)]),
  );
  const pol = locations.get(shipment.pol);
  const pod = locations.get(shipment.pod);
  if (!pol || !pod) throw new AppError('INTERNAL_ERROR');

  await deps.mailer.queue(trx, {
    to: recipient.email,
    locale: recipient.locale,
    template: 'shipment-milestone',
    params: milestoneMailParams({
      locale: recipient.locale,
      name: recipient.name,
      kind: input.kind,
      actualAt: input.actualAt,
      pol,
      pod,
      place: input.place ? { location: locations.get(input.place) ?? null, text: input.place } : null,
      note: input.note,
      link: shipmentLink(deps.env.PUBLIC_URL, shipment.id),
    }),
  });
}
