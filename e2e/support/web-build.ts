// The API serves the built customer app. `npm test` builds it before vitest starts; running the
// e2e project on its own (`vitest run --project e2e`) must not test a stale or missing build.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from './server.ts';

export async function buildWebAppsIfStale(): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, ['scripts/build-web.ts', '--if-stale'], { cwd: repoRoot });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`building the web apps failed:\n${stdout}${stderr}`);
  }
}
