import type { AdminUserDetail, AssignedManagers } from '@baro/core';
import type { AdminUserDetailRow } from './admin-users.repository.ts';
import { toAdminUser } from './to-admin-user.ts';

type ManagerCells = Record<string, string | null>;

const manager = (row: ManagerCells, alias: 'fm' | 'em' | 'ffm') => {
  const id = row[`${alias}_id`];
  const name = row[`${alias}_name`];
  const email = row[`${alias}_email`];
  return id && name && email ? { id, name, email, phone: row[`${alias}_phone`] ?? null } : null;
};

/** The forwarding, export forwarding and fulfillment managers joined as `fm`, `em`, `ffm`. */
export function toAssignedManagers(row: object): AssignedManagers {
  const cells = row as ManagerCells;
  return {
    forwarding: manager(cells, 'fm'),
    exportForwarding: manager(cells, 'em'),
    fulfillment: manager(cells, 'ffm'),
  };
}

export function toAdminUserDetail(row: AdminUserDetailRow): AdminUserDetail {
  return {
    ...toAdminUser(row),
    locale: row.locale,
    managers: toAssignedManagers(row),
    activeSessions: Number(row.active_sessions ?? 0),
  };
}
