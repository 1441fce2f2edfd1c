import type { Transaction } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { insertTeam } from './teams.repository.ts';

/**
 * A new, empty team inside the caller's transaction; the caller then puts its master in. Other
 * modules (sign-up) create teams through this command, never through the teams table.
 */
export async function createTeam(
  trx: Transaction<Database>,
  team: { name: string; now: Date },
): Promise<string> {
  const id = newId('team');
  await insertTeam(trx, { id, name: team.name, now: team.now });
  return id;
}
