import type { AdminUser } from '@baro/core';
import type { AdminUserRow } from './admin-users.repository.ts';

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    loginId: row.login_id,
    name: row.name,
    company: row.company,
    phone: row.phone,
    customerType: row.customer_type,
    team:
      row.team_id && row.team_name && row.team_role
        ? { id: row.team_id, name: row.team_name, role: row.team_role }
        : null,
    partner: row.partner_id && row.partner_name ? { id: row.partner_id, name: row.partner_name } : null,
    warehouse:
      row.warehouse_id && row.warehouse_name ? { id: row.warehouse_id, name: row.warehouse_name } : null,
    disabledAt: row.disabled_at?.toISOString() ?? null,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
