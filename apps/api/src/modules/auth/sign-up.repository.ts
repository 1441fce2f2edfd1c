import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertTeam(trx: Transaction<Database>, team: { id: string; name: string; now: Date }) {
  await trx
    .insertInto('teams')
    .values({ id: team.id, name: team.name, created_at: team.now, updated_at: team.now })
    .execute();
}
