import { type AdminUser, getPageCount, type Page, type UserKind } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { searchAdminUserRows } from './admin-users.repository.ts';
import { toUserSearchText } from './admin-users.rules.ts';
import { toAdminUser } from './to-admin-user.ts';

/** `GET /api/admin/users`: every kind of account, searched and paged, newest first. */
export async function listUsers(
  db: Kysely<Database>,
  query: { query?: string | undefined; kind?: UserKind | undefined; page: number; size: number },
): Promise<Page<AdminUser>> {
  const { rows, total } = await searchAdminUserRows(
    db,
    { ...toUserSearchText(query.query), kind: query.kind },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  return {
    items: rows.map(toAdminUser),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}
