import {
  type CreateVesselScheduleRequest,
  type Language,
  toSeoulDateString,
  type VesselSchedule,
  type VesselSchedulePage,
} from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { findLocationRows } from './locations.repository.ts';
import { presentVesselSchedule } from './present-reference.ts';
import {
  decodeScheduleCursor,
  encodeScheduleCursor,
  REFERENCE_FIELD_MESSAGES,
  startOfSeoulDay,
  transitDaysBetween,
} from './reference.rules.ts';
import {
  deleteScheduleRow,
  findScheduleRow,
  insertScheduleRow,
  listScheduleRows,
} from './vessel-schedules.repository.ts';

/**
 * `GET /api/forwarding/schedules`: sailings departing from the start of `from` (a Seoul day,
 * today by default), in (etd, id) order, one keyset page at a time.
 */
export async function listVesselSchedules(
  deps: Pick<AppDeps, 'db' | 'now'>,
  query: {
    pol?: string | undefined;
    pod?: string | undefined;
    from?: string | undefined;
    cursor?: string | undefined;
    size: number;
  },
  lang: Language,
): Promise<VesselSchedulePage> {
  const cursor = query.cursor === undefined ? null : decodeScheduleCursor(query.cursor);
  if (query.cursor !== undefined && !cursor) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { cursor: REFERENCE_FIELD_MESSAGES[lang].invalidCursor },
    });
  }
  const rows = await listScheduleRows(deps.db, {
    pol: query.pol,
    pod: query.pod,
    from: startOfSeoulDay(query.from ?? toSeoulDateString(deps.now())),
    cursor,
    limit: query.size + 1,
  });
  const page = rows.slice(0, query.size);
  const last = page.at(-1);
  return {
    items: page.map(presentVesselSchedule),
    nextCursor:
      rows.length > query.size && last ? encodeScheduleCursor({ etd: last.etd, id: last.id }) : null,
  };
}

/** `POST /api/admin/schedules`: one sailing between two known sea ports. */
export async function createVesselSchedule(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  request: CreateVesselScheduleRequest,
  lang: Language,
): Promise<VesselSchedule> {
  // Whole milliseconds, so the (etd, id) cursor, which carries milliseconds, finds the row again.
  const etd = new Date(request.etd);
  const eta = new Date(request.eta);
  const cutoffAt = request.cutoffAt ? new Date(request.cutoffAt) : null;
  const id = newId('vsl');
  const row = await transact(deps.db, async (trx) => {
    const ports = await findLocationRows(trx, [request.pol, request.pod]);
    const fields: Record<string, string> = {};
    for (const side of ['pol', 'pod'] as const) {
      const port = ports.find((location) => location.code === request[side]);
      if (port?.kind !== 'sea') fields[side] = REFERENCE_FIELD_MESSAGES[lang].unknownPort;
    }
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
    await insertScheduleRow(trx, {
      id,
      carrier: request.carrier,
      vessel: request.vessel,
      voyage: request.voyage,
      pol: request.pol,
      pod: request.pod,
      cutoff_at: cutoffAt,
      etd,
      eta,
      transit_days: request.transitDays ?? transitDaysBetween(etd, eta),
      created_at: deps.now(),
    });
    const created = await findScheduleRow(trx, id);
    if (created) {
      await recordStaffChange(
        trx,
        actor,
        {
          action: 'schedule.create',
          target: id,
          targetIds: [id],
          before: null,
          after: presentVesselSchedule(created),
        },
        deps.now(),
      );
    }
    return created;
  });
  if (!row) throw new AppError('INTERNAL_ERROR');
  return presentVesselSchedule(row);
}

/** `DELETE /api/admin/schedules/{id}`. */
export async function deleteVesselSchedule(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  id: string,
): Promise<void> {
  await transact(deps.db, async (trx) => {
    const before = await findScheduleRow(trx, id);
    if (!before || !(await deleteScheduleRow(trx, id))) throw new AppError('NOT_FOUND');
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'schedule.delete',
        target: id,
        targetIds: [id],
        before: presentVesselSchedule(before),
        after: null,
      },
      deps.now(),
    );
  });
}
