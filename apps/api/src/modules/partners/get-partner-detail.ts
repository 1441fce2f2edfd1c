import { type AdminPartnerDetail, seoulToday } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { partnerQuoteStats } from '../bids/bids.api.ts';
import { countRatesByValidity } from '../rates/rates.api.ts';
import { findPartnerRow, listPartnerAdminRows } from './partners.repository.ts';

/** `GET /api/admin/partners/{id}`: the partner, its administrators, rate and quote figures. */
export async function getPartnerDetail(
  db: Kysely<Database> | Transaction<Database>,
  partnerId: string,
  now: Date,
): Promise<AdminPartnerDetail> {
  const partner = await findPartnerRow(db, partnerId);
  if (!partner) throw new AppError('NOT_FOUND');
  const [admins, rates, quotes] = await Promise.all([
    listPartnerAdminRows(db, partnerId),
    countRatesByValidity(db, [partnerId], seoulToday(now)),
    partnerQuoteStats(db, [partnerId]),
  ]);
  const rateCounts = rates.get(partnerId) ?? { active: 0, expired: 0 };
  return {
    id: partner.id,
    name: partner.name,
    adminCount: admins.filter((admin) => admin.disabled_at === null).length,
    activeRates: rateCounts.active,
    expiredRates: rateCounts.expired,
    quotes: quotes.get(partnerId) ?? { total: 0, pending: 0, won: 0, lost: 0, withdrawn: 0, winRate: null },
    createdAt: partner.created_at.toISOString(),
    admins: admins.map((admin) => ({
      id: admin.id,
      name: admin.name,
      email: admin.email,
      phone: admin.phone,
      lastLoginAt: admin.last_login_at?.toISOString() ?? null,
      disabledAt: admin.disabled_at?.toISOString() ?? null,
      createdAt: admin.created_at.toISOString(),
    })),
  };
}
