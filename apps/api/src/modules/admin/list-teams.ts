import { type AdminTeamSummary, getPageCount, normalizeText, type Page } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { searchTeamRows } from './admin-teams.repository.ts';

/** `GET /api/admin/teams`: every customer team, searched by its name or a member, newest first. */
export async function listTeams(
  deps: Pick<AppDeps, 'db' | 'now'>,
  query: { query?: string | undefined; page: number; size: number },
): Promise<Page<AdminTeamSummary>> {
  const { rows, total } = await searchTeamRows(
    deps.db,
    normalizeText(query.query ?? '') || undefined,
    deps.now(),
    {
      limit: query.size,
      offset: (query.page - 1) * query.size,
    },
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      master:
        row.master_id && row.master_name && row.master_email
          ? { id: row.master_id, name: row.master_name, email: row.master_email }
          : null,
      memberCount: Number(row.member_count ?? 0),
      pendingInvitations: Number(row.pending_invitations ?? 0),
      createdAt: row.created_at.toISOString(),
    })),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}
