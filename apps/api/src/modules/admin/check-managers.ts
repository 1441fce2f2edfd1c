import { ADMIN_FIELD_MESSAGES, type Language, MANAGER_ROLES, type PutManagersRequest } from '@baro/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findEnabledStaffIds } from './admin-users.repository.ts';

/** Every manager named must be an enabled staff account; each one that is not is a field error. */
export async function checkManagers(
  trx: Transaction<Database>,
  managers: PutManagersRequest,
  lang: Language,
): Promise<void> {
  const named = MANAGER_ROLES.map((role) => managers[role]).filter((id): id is string => id !== null);
  const staff = await findEnabledStaffIds(trx, named);
  const fields: Record<string, string> = {};
  for (const role of MANAGER_ROLES) {
    const id = managers[role];
    if (id !== null && !staff.has(id)) fields[role] = ADMIN_FIELD_MESSAGES[lang].notStaff;
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}
