import { createTestApp, type TestApp } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

/** Where invitation links point in the teams tests. */
export const TEAMS_PUBLIC_URL = 'https://baro.test';

/** The app for the teams tests, with PUBLIC_URL set so invitation links can be checked. */
export async function createTeamsTestApp(database: TestDatabase): Promise<TestApp> {
  const app = await createTestApp(database, { env: { PUBLIC_URL: TEAMS_PUBLIC_URL } });
  await app.ready();
  return app;
}
