// The API serves the built customer app. `npm test` builds it before vitest starts; running the
// e2e project on its own (`vitest run --project e2e`) must not test a stale or missing build.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from './server.ts';

export async function buildWebAppsIfStale(): Promise<void> {
  try {
    // Vitest sets NODE_ENV=test, which would give the build React's development bundle (three
    // times the size, over the budget); the served apps are production builds.
    await promisify(execFile)(process.execPath, ['scripts/build-web.ts', '--if-stale'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`building the web apps failed:\n${stdout}${stderr}`);
  }
}
