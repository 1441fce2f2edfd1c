import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every suite. The kernel runs twice, under UTC and under Asia/Seoul, to prove
// that nothing depends on the machine's zone. The API suite runs on PGlite always and again on
// PostgreSQL when TEST_DATABASE_URL is set (CI sets it and must not skip it).
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl && process.env.CI) {
  throw new Error('CI must set TEST_DATABASE_URL: the PostgreSQL suite may not be skipped in CI.');
}

// Testing Library's settings for the projects that run in a simulated DOM.
const domSetup = [fileURLToPath(new URL('./packages/ui/src/testing/dom-test-setup.ts', import.meta.url))];

const apiProject = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The process test spawns `npm start`'s entry point on its embedded default; once is enough.
    exclude: driver === 'postgres' ? ['test/server-process.test.ts'] : [],
    env: { TEST_DB_DRIVER: driver, TZ: 'UTC' },
    // Migrates once per run; each test file then copies that database (ADR 0004).
    globalSetup: [
      ...(driver === 'pglite' ? ['test/support/announce-skipped-suites.ts'] : []),
      'test/support/migrate-once.setup.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'core (UTC)',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'core (Asia/Seoul)',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          env: { TZ: 'Asia/Seoul' },
        },
      },
      {
        // The browser runtime; its React hooks' tests say `@vitest-environment happy-dom` themselves.
        test: {
          name: 'client',
          root: 'packages/client',
          include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
        },
      },
      {
        // Components and their stories' interaction tests, in a simulated DOM.
        test: {
          name: 'ui',
          root: 'packages/ui',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: domSetup,
          env: { TZ: 'America/New_York' },
          // Screens are driven through real Mantine widgets with user-event; on a shared two-core
          // machine, under the whole suite, one test can take several seconds.
          testTimeout: 20_000,
        },
      },
      {
        // The customer app's modules, in a simulated DOM far from Seoul (dates must still be Seoul's).
        test: {
          name: 'customer',
          root: 'apps/customer',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: domSetup,
          env: { TZ: 'America/Los_Angeles' },
          // Screens are driven through real Mantine widgets with user-event; on a shared two-core
          // machine, under the whole suite, one test can take several seconds.
          testTimeout: 20_000,
        },
      },
      {
        // The partner app, like the customer app: a simulated DOM far from Seoul.
        test: {
          name: 'partner',
          root: 'apps/partner',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: domSetup,
          env: { TZ: 'America/Los_Angeles' },
          // Screens are driven through real Mantine widgets with user-event; on a shared two-core
          // machine, under the whole suite, one test can take several seconds.
          testTimeout: 20_000,
        },
      },
      {
        // The staff admin app, like the partner app: a simulated DOM far from Seoul.
        test: {
          name: 'admin',
          root: 'apps/admin',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: domSetup,
          env: { TZ: 'America/Los_Angeles' },
          // Screens are driven through real Mantine widgets with user-event; on a shared two-core
          // machine, under the whole suite, one test can take several seconds.
          testTimeout: 20_000,
        },
      },
      {
        // The warehouse desk app, like the admin app: a simulated DOM far from Seoul.
        test: {
          name: 'warehouse',
          root: 'apps/warehouse',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          env: { TZ: 'America/Los_Angeles' },
          // Screens are driven through real Mantine widgets with user-event; on a shared two-core
          // machine, under the whole suite, one test can take several seconds.
          testTimeout: 20_000,
        },
      },
      {
        // The repository's own scripts: the boundary check of `npm run check` and its planted violations.
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['**/*.test.ts'],
        },
      },
      {
        // The packing PC's label-printer agent, against printers on local TCP ports.
        test: {
          name: 'print-agent',
          root: 'apps/print-agent',
          include: ['src/**/*.test.ts'],
        },
      },
      apiProject('api (pglite)', 'pglite'),
      ...(postgresUrl ? [apiProject('api (postgres)', 'postgres')] : []),
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
