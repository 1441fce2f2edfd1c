import { getPageCount, type Page, type PartnerRate } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { countRates, listRates as listRateRows, type RateFilter } from './rates.repository.ts';
import { presentRate } from './rates.rules.ts';

/** `GET /api/partner/rates` (the caller's partner) and `GET /api/admin/rates` (any, or one partner). */
export async function listRates(
  deps: Pick<AppDeps, 'db'>,
  filter: RateFilter,
  page: { page: number; size: number },
): Promise<Page<PartnerRate>> {
  const [rows, total] = await Promise.all([
    listRateRows(deps.db, filter, { limit: page.size, offset: (page.page - 1) * page.size }),
    countRates(deps.db, filter),
  ]);
  return {
    items: rows.map(presentRate),
    page: page.page,
    size: page.size,
    total,
    pageCount: getPageCount(total, page.size),
  };
}
