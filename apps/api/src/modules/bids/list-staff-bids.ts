import {
  type AdminBidListQuery,
  type AdminBidSummary,
  addCalendarDays,
  getPageCount,
  normalizeText,
  type Page,
} from '@baro/core';
import { findLocationNames } from '../reference/reference.api.ts';
import { countStaffBids, listStaffBids } from './bids.repository.ts';
import { presentStaffBidSummary } from './present-staff-bid.ts';
import { inSettledTransaction, type SettleDeps } from './settle-bids.ts';

/** Seoul midnight of a `YYYY-MM-DD` day. */
const seoulMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`);

/**
 * `GET /api/admin/bids`: every team's bids (settled first, so statuses are what time made them),
 * by status, lane, team or id and deadline days (Seoul), newest first or soonest deadline first.
 */
export async function listStaffBidPage(
  deps: SettleDeps,
  query: Omit<AdminBidListQuery, 'page' | 'size' | 'sort'> & {
    page: number;
    size: number;
    sort: 'newest' | 'deadline';
  },
): Promise<Page<AdminBidSummary>> {
  const filter = {
    status: query.status,
    freightType: query.freightType,
    pol: query.pol,
    pod: query.pod,
    text: normalizeText(query.query ?? '') || undefined,
    deadlineFrom: query.deadlineFrom ? seoulMidnight(query.deadlineFrom) : undefined,
    deadlineBefore: query.deadlineTo ? seoulMidnight(addCalendarDays(query.deadlineTo, 1)) : undefined,
  };
  return inSettledTransaction(deps, 'all', async (trx) => {
    const total = await countStaffBids(trx, filter);
    const rows = await listStaffBids(trx, filter, query.sort, {
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const locations = await findLocationNames(
      trx,
      rows.flatMap((row) => [row.pol, row.pod]),
    );
    return {
      items: rows.map((row) => presentStaffBidSummary(row, locations)),
      page: query.page,
      size: query.size,
      total,
      pageCount: getPageCount(total, query.size),
    };
  });
}
