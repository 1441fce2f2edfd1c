import type { AdminTeamDetail, AdminTeamMember, TeamRole } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { listTeamInvitations, presentInvitation } from '../teams/teams.api.ts';
import { findTeamRow, listTeamMemberRows } from './admin-teams.repository.ts';
import { toAssignedManagers } from './to-admin-user-detail.ts';

const ROLE_ORDER: Record<TeamRole, number> = { master: 0, admin: 1, member: 2 };
const names = new Intl.Collator('ko');

/** `GET /api/admin/teams/{id}`: the team, its members (master first) with managers, its invitations. */
export async function getTeamDetail(
  db: Kysely<Database> | Transaction<Database>,
  teamId: string,
  now: Date,
): Promise<AdminTeamDetail> {
  const team = await findTeamRow(db, teamId);
  if (!team) throw new AppError('NOT_FOUND');
  const [rows, invitations] = await Promise.all([
    listTeamMemberRows(db, teamId),
    listTeamInvitations(db, teamId, now),
  ]);
  const members: AdminTeamMember[] = rows
    .flatMap((row) =>
      row.team_role && row.team_joined_at
        ? [
            {
              id: row.id,
              name: row.name,
              email: row.email,
              phone: row.phone,
              company: row.company,
              role: row.team_role,
              joinedAt: row.team_joined_at.toISOString(),
              disabledAt: row.disabled_at?.toISOString() ?? null,
              lastLoginAt: row.last_login_at?.toISOString() ?? null,
              managers: toAssignedManagers(row),
            },
          ]
        : [],
    )
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || names.compare(a.name, b.name));
  return {
    id: team.id,
    name: team.name,
    createdAt: team.created_at.toISOString(),
    members,
    invitations: invitations.map((row) => presentInvitation(row, now)),
  };
}
