import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

/** What every seeder is told: the instant demo data is laid around (rates, schedules, validity). */
export interface SeedContext {
  now: Date;
  /** Where demo documents are stored; without it none are attached. */
  storage?: ObjectStorage;
}

export interface Seeder {
  name: string;
  run(trx: Transaction<Database>, context: SeedContext): Promise<void>;
}
