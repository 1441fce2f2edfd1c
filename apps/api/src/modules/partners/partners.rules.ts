import type { PartnerMember } from '@baro/core';

interface PartnerUserRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  last_login_at: Date | null;
  created_at: Date;
}

const names = new Intl.Collator('ko');

/** The rows as members, by name (then id, so equal names keep one order). */
export function presentPartnerMembers(rows: readonly PartnerUserRow[]): PartnerMember[] {
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      lastLoginAt: row.last_login_at ? row.last_login_at.toISOString() : null,
      createdAt: row.created_at.toISOString(),
    }))
    .sort((a, b) => names.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** PostgreSQL's unique_violation: two requests raced for one address and the index decided. */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === '23505';
