import {
  CALENDAR_FIELD_MESSAGES,
  type CreateHolidayRequest,
  type HolidayChange,
  isHoliday,
  type Language,
} from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { rescheduleRuleDeadlines } from '../bids/bids.api.ts';
import {
  deleteExtraHoliday,
  findExtraHoliday,
  insertExtraHoliday,
  listExtraHolidayDays,
  lockCalendar,
} from './calendar.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

const movedOf = (moved: Awaited<ReturnType<typeof rescheduleRuleDeadlines>>) =>
  moved.map((bid) => ({ id: bid.id, from: bid.from.toISOString(), to: bid.to.toISOString() }));

/**
 * `POST /api/admin/holidays`: a new holiday (an election day, a temporary holiday). Every
 * business-day rule counts it from now on, and the open bids whose deadline is the rule's move to
 * the rule's new deadline in the same transaction; the audit entry names each of them.
 */
export async function addHoliday(
  deps: Deps,
  actor: StaffActor,
  request: CreateHolidayRequest,
  lang: Language,
): Promise<HolidayChange> {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    await lockCalendar(trx);
    const alreadyHoliday = () =>
      new AppError('VALIDATION_FAILED', { fields: { date: CALENDAR_FIELD_MESSAGES[lang].alreadyHoliday } });
    if (isHoliday(request.date)) throw alreadyHoliday();
    const inserted = await insertExtraHoliday(trx, {
      day: request.date,
      nameKo: request.nameKo,
      nameEn: request.nameEn,
      createdBy: actor.userId,
      now,
    });
    if (!inserted) throw alreadyHoliday();
    const moved = await rescheduleRuleDeadlines(trx, await listExtraHolidayDays(trx), now);
    const holiday = { date: request.date, nameKo: request.nameKo, nameEn: request.nameEn };
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'holiday.create',
        target: request.date,
        targetIds: [request.date, ...moved.map((bid) => bid.id)],
        before: null,
        after: holiday,
        details: { movedBids: movedOf(moved) },
      },
      now,
    );
    return { holiday, movedBids: movedOf(moved) };
  });
}

/** `DELETE /api/admin/holidays/{date}`: the day is a working day again; open bids move back (never into the past). */
export async function removeHoliday(deps: Deps, actor: StaffActor, date: string): Promise<HolidayChange> {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    await lockCalendar(trx);
    const row = await findExtraHoliday(trx, date);
    if (!row || !(await deleteExtraHoliday(trx, date))) throw new AppError('NOT_FOUND');
    const moved = await rescheduleRuleDeadlines(trx, await listExtraHolidayDays(trx), now);
    const holiday = { date, nameKo: row.name_ko, nameEn: row.name_en };
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'holiday.delete',
        target: date,
        targetIds: [date, ...moved.map((bid) => bid.id)],
        before: holiday,
        after: null,
        details: { movedBids: movedOf(moved) },
      },
      now,
    );
    return { holiday, movedBids: movedOf(moved) };
  });
}
