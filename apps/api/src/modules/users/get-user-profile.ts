import type { UserProfile } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findProfileRow, type ProfileRow } from './users.repository.ts';

const manager = (id: string | null, name: string | null, email: string | null, phone: string | null) =>
  id && name && email ? { id, name, email, phone } : null;

export function toUserProfile(row: ProfileRow): UserProfile {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    loginId: row.login_id,
    name: row.name,
    company: row.company,
    phone: row.phone,
    locale: row.locale,
    customerType: row.customer_type,
    team:
      row.team_id && row.team_name && row.team_role
        ? { id: row.team_id, name: row.team_name, role: row.team_role }
        : null,
    partner: row.partner_id && row.partner_name ? { id: row.partner_id, name: row.partner_name } : null,
    warehouse:
      row.warehouse_id && row.warehouse_name ? { id: row.warehouse_id, name: row.warehouse_name } : null,
    managers: {
      forwarding: manager(row.fm_id, row.fm_name, row.fm_email, row.fm_phone),
      exportForwarding: manager(row.em_id, row.em_name, row.em_email, row.em_phone),
      fulfillment: manager(row.ffm_id, row.ffm_name, row.ffm_email, row.ffm_phone),
    },
    createdAt: row.created_at.toISOString(),
  };
}

/** The profile SPEC §3 and the apps show: team, customer type, managers, creation time. */
export async function getUserProfile(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
): Promise<UserProfile> {
  const row = await findProfileRow(db, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return toUserProfile(row);
}
