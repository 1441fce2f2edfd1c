import type { AdminUserDetail } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findAdminUserDetailRow } from './admin-users.repository.ts';
import { toAdminUserDetail } from './to-admin-user-detail.ts';

/** `GET /api/admin/users/{id}`: any account with its managers and open sessions. */
export async function getUserDetail(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
): Promise<AdminUserDetail> {
  const row = await findAdminUserDetailRow(db, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminUserDetail(row);
}
