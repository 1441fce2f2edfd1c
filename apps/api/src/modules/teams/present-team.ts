import type { Invitation, Team, TeamRole } from '@baro/core';
import type { InvitationRow } from './teams.repository.ts';
import { invitationStatusAt } from './teams.rules.ts';

const ROLE_ORDER: Record<TeamRole, number> = { master: 0, admin: 1, member: 2 };
const names = new Intl.Collator('ko');

interface MemberRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  team_role: TeamRole | null;
  team_joined_at: Date | null;
}

/** A team as its members see it: master, admins, members, each by name; `myRole` is `userId`'s. */
export function presentTeam(
  team: { id: string; name: string; created_at: Date },
  rows: MemberRow[],
  userId: string,
): Team | undefined {
  const members = rows
    .flatMap((row) =>
      row.team_role && row.team_joined_at
        ? [
            {
              id: row.id,
              name: row.name,
              email: row.email,
              phone: row.phone,
              role: row.team_role,
              joinedAt: row.team_joined_at.toISOString(),
            },
          ]
        : [],
    )
    .sort(
      (a, b) =>
        ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
        names.compare(a.name, b.name) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const me = members.find((member) => member.id === userId);
  if (!me) return undefined;
  return {
    id: team.id,
    name: team.name,
    myRole: me.role,
    createdAt: team.created_at.toISOString(),
    members,
  };
}

/** An invitation on the wire, with `expired` reported for a pending one past its expiry. */
export function presentInvitation(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    team: { id: row.team_id, name: row.team_name },
    email: row.email,
    role: row.role,
    status: invitationStatusAt({ status: row.status, expiresAt: row.expires_at }, now),
    invitedBy: { id: row.invited_by_id, name: row.invited_by_name },
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    respondedAt: row.responded_at?.toISOString() ?? null,
  };
}
