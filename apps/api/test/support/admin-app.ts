import { createTestApp, type TestApp } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

/** The test app with the staff API, ready to inject. */
export async function createAdminTestApp(
  database: TestDatabase,
  options: { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const app = await createTestApp(database, options);
  await app.ready();
  return app;
}
