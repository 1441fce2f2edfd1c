// The overlay journeys open packages/ui's stories in real Chromium, from the static Storybook
// build. Like the web apps, it is rebuilt only when it is missing or older than its inputs.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './server.ts';

export const STORYBOOK_DIR = path.join(repoRoot, 'packages', 'ui', 'storybook-static');

/** What the Storybook is made from: the UI package (sources, config, manifest) and @baro/core. */
const INPUTS = [
  path.join(repoRoot, 'packages', 'ui', 'src'),
  path.join(repoRoot, 'packages', 'ui', '.storybook'),
  path.join(repoRoot, 'packages', 'ui', 'package.json'),
  path.join(repoRoot, 'packages', 'core', 'src'),
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function isUpToDate(): boolean {
  const index = path.join(STORYBOOK_DIR, 'index.json');
  if (!existsSync(index) || !existsSync(path.join(STORYBOOK_DIR, 'iframe.html'))) return false;
  const builtAt = statSync(index).mtimeMs;
  return INPUTS.every((input) => newestMtime(input) < builtAt);
}

/** `npm run storybook:build -w @baro/ui` (offline, telemetry off) unless the build is current. */
export async function buildStorybookIfStale(): Promise<void> {
  if (isUpToDate()) return;
  try {
    await promisify(execFile)('npm', ['run', 'storybook:build', '-w', '@baro/ui'], {
      cwd: repoRoot,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`building the Storybook of @baro/ui failed:\n${stdout}${stderr}`);
  }
  // Only that it exists: a source edited during the build would make it look stale again.
  if (!existsSync(path.join(STORYBOOK_DIR, 'iframe.html'))) {
    throw new Error(`the Storybook build did not produce ${STORYBOOK_DIR}/iframe.html`);
  }
}
