import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface Seeder {
  name: string;
  run(trx: Transaction<Database>): Promise<void>;
}
