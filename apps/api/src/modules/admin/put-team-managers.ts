import type { AdminTeamDetail, Language, PutManagersRequest } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { setCustomerManagers } from '../users/users.api.ts';
import { lockTeamRow } from './admin-teams.repository.ts';
import { checkManagers } from './check-managers.ts';
import { getTeamDetail } from './get-team-detail.ts';

/**
 * `PUT /api/admin/teams/{id}/managers`: the same managers for every member of a team (a company
 * is usually looked after by one person per service). Members who join later are assigned one by
 * one on their own page.
 */
export async function putTeamManagers(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  teamId: string,
  managers: PutManagersRequest,
  lang: Language,
): Promise<AdminTeamDetail> {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    if (!(await lockTeamRow(trx, teamId))) throw new AppError('NOT_FOUND');
    await checkManagers(trx, managers, lang);
    const before = await getTeamDetail(trx, teamId, now);
    const memberIds = before.members.map((member) => member.id);
    await setCustomerManagers(trx, memberIds, managers, now);
    const after = await getTeamDetail(trx, teamId, now);
    const assignments = (detail: AdminTeamDetail) =>
      Object.fromEntries(detail.members.map((member) => [member.id, member.managers]));
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'team.managers',
        target: teamId,
        targetIds: [
          teamId,
          ...memberIds,
          ...Object.values(managers).filter((id): id is string => id !== null),
        ],
        before: assignments(before),
        after: assignments(after),
      },
      now,
    );
    return after;
  });
}
