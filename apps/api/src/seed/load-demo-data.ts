import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { findSeededAt, markSeeded } from './seed.repository.ts';
import type { Seeder } from './seeder.ts';
import { SEEDERS } from './seeders.ts';

export interface SeedResult {
  loaded: boolean;
  seeders: string[];
}

/**
 * Loads every seeder in one transaction, so a failure leaves no half-seeded database.
 * With `onlyIfNew`, does nothing once demo data has been loaded (the first-start path);
 * `npm run seed` runs it again on demand.
 */
export async function loadDemoData(
  db: Kysely<Database>,
  options: { onlyIfNew: boolean; seeders?: Seeder[]; now?: Date; storage?: ObjectStorage },
): Promise<SeedResult> {
  const seeders = options.seeders ?? SEEDERS;
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    if (options.onlyIfNew && (await findSeededAt(trx))) return { loaded: false, seeders: [] };
    const context = options.storage ? { now, storage: options.storage } : { now };
    for (const seeder of seeders) await seeder.run(trx, context);
    await markSeeded(trx, now);
    return { loaded: true, seeders: seeders.map((s) => s.name) };
  });
}
