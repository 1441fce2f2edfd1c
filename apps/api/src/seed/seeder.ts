import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What every seeder is told: the instant demo data is laid around (rates, schedules, validity). */
export interface SeedContext {
  now: Date;
}

export interface Seeder {
  name: string;
  run(trx: Transaction<Database>, context: SeedContext): Promise<void>;
}
