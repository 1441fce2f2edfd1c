import type { Team } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { presentTeam } from './present-team.ts';
import { findTeam, listMembers } from './teams.repository.ts';

/** `teamId` with its members, as `userId` (a member of it) sees it. */
export async function getTeam(
  db: Kysely<Database> | Transaction<Database>,
  teamId: string,
  userId: string,
): Promise<Team> {
  const [team, members] = await Promise.all([findTeam(db, teamId), listMembers(db, teamId)]);
  const view = team && presentTeam(team, members, userId);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}
