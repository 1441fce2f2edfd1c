import { migrateToLatest } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { EnvError, loadEnv } from './env.ts';
import { loadJwtSecret } from './modules/auth/jwt-secret.ts';
import { loadDemoData } from './seed/load-demo-data.ts';
import { createStorage } from './storage/create-storage.ts';
import { storageSigningSecret } from './storage/storage-secret.ts';

// `npm run seed`: loads the demo data into the configured database on demand, its documents into
// the storage the server uses.
try {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    const secret = loadJwtSecret({ configured: env.JWT_SECRET, dataDir: env.DATA_DIR });
    const storage = createStorage(env, {
      dataDir: env.DATA_DIR,
      secret: storageSigningSecret(env.STORAGE_SIGNING_SECRET, secret),
    });
    const result = await loadDemoData(database.db, { onlyIfNew: false, storage });
    console.log(`Demo data loaded into ${database.driver} (${result.seeders.length} seeders).`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : `Seeding failed: ${(error as Error).message}`);
  process.exit(1);
}
