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

/** The web apps (apps/<name>): a new app is one more name here. */
const WEB_APPS = ['customer', 'partner', 'admin', 'warehouse', 'handheld'] as const;

const webAppProject = (name: string) => ({
  test: {
    name,
    root: `apps/${name}`,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom' as const,
    setupFiles: domSetup,
    env: { TZ: 'America/Los_Angeles' },
    // Screens are driven through real Mantine widgets with user-event; on a shared two-core
    // machine, under the whole suite, one test can take several seconds.
    testTimeout: 20_000,
    // Files run one after another in one worker: packages stay loaded, and the setup file resets the
    // project's own modules, the DOM and storage before each file (a third of the CPU time before).
    isolate: false,
  },
});

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
    // A guard against a hung test, not a speed check (speed lives in bench/): with two files at a
    // time on two cores, the heaviest tests (concurrency walks on PGlite, Hangul ZPL labels at two
    // resolutions) take 15–30 s on a loaded machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A worker runs its files one after another in one module graph instead of re-importing the
    // server (~750 modules) per file: ~130 s less per API project in CI. Safe because each file
    // opens its own database copy and app, and nothing in the API keeps per-file global state.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on a two-core machine is one worker, which runs the whole suite serially.
    // Two files at a time use both cores, and an API file waiting on PostgreSQL leaves room.
    maxWorkers: 2,
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'core (UTC)',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          env: { TZ: 'UTC' },
          // Pure functions: one worker runs the files one after another (a worker per file cost ~0.5 s each).
          isolate: false,
        },
      },
      {
        test: {
          name: 'core (Asia/Seoul)',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          env: { TZ: 'Asia/Seoul' },
          // Pure functions: one worker runs the files one after another (a worker per file cost ~0.5 s each).
          isolate: false,
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
          isolate: false,
        },
      },
      // The web apps' modules, in a simulated DOM far from Seoul (dates must still be Seoul's).
      ...WEB_APPS.map((app) => webAppProject(app)),
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
          // Builds the apps and seeds one data directory per run, which each file's server copies.
          globalSetup: ['support/e2e.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
