import { migrateToLatest } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { EnvError, loadEnv } from './env.ts';
import { loadDemoData } from './seed/load-demo-data.ts';

// `npm run seed`: loads the demo data into the configured database on demand.
try {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    const result = await loadDemoData(database.db, { onlyIfNew: false });
    console.log(`Demo data loaded into ${database.driver} (${result.seeders.length} seeders).`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : `Seeding failed: ${(error as Error).message}`);
  process.exit(1);
}
