import { type AdminPartnerSummary, getPageCount, normalizeText, type Page, seoulToday } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { partnerQuoteStats } from '../bids/bids.api.ts';
import { countRatesByValidity } from '../rates/rates.api.ts';
import { searchPartnerRows } from './partners.repository.ts';

/** `GET /api/admin/partners`: partner forwarders by name, with administrators, rates and win rate. */
export async function listPartners(
  deps: Pick<AppDeps, 'db' | 'now'>,
  query: { query?: string | undefined; page: number; size: number },
): Promise<Page<AdminPartnerSummary>> {
  const { rows, total } = await searchPartnerRows(deps.db, normalizeText(query.query ?? '') || undefined, {
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  const ids = rows.map((row) => row.id);
  const [rates, quotes] = await Promise.all([
    countRatesByValidity(deps.db, ids, seoulToday(deps.now())),
    partnerQuoteStats(deps.db, ids),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      adminCount: Number(row.admin_count ?? 0),
      activeRates: rates.get(row.id)?.active ?? 0,
      quotes: quotes.get(row.id) ?? { total: 0, pending: 0, won: 0, lost: 0, withdrawn: 0, winRate: null },
      createdAt: row.created_at.toISOString(),
    })),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}
