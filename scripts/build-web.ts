// Builds the web apps with Vite so the API can serve them (DESIGN §2). `npm run build` builds
// every app; `npm start` and `npm test` pass --if-stale to skip apps whose build is newer than
// every input, so a second start costs nothing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The web apps, one line each. Their `@baro/*` dependencies count as inputs too. */
const WEB_APPS = [
  { name: 'customer', dir: 'apps/customer' },
  { name: 'partner', dir: 'apps/partner' },
  { name: 'admin', dir: 'apps/admin' },
  { name: 'warehouse', dir: 'apps/warehouse' },
  { name: 'handheld', dir: 'apps/handheld' },
] as const;

/** The files an app's bundle is made from: its own sources and those of the packages it uses. */
function inputsOf(appDir: string): string[] {
  const own = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((entry) =>
    path.join(appDir, entry),
  );
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const packages = Object.keys(manifest.dependencies ?? {})
    .filter((dependency) => dependency.startsWith('@baro/'))
    .map((dependency) => path.join(repoRoot, 'packages', dependency.slice('@baro/'.length), 'src'));
  return [...own, ...packages];
}

/** The newest modification time under `entry` (a file or a directory), 0 when it does not exist. */
function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted file shows only as a newer directory
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function isUpToDate(appDir: string): boolean {
  const builtIndex = path.join(appDir, 'dist', 'index.html');
  if (!existsSync(builtIndex)) return false;
  const builtAt = statSync(builtIndex).mtimeMs;
  return inputsOf(appDir).every((input) => newestMtime(input) < builtAt);
}

async function buildApp(appDir: string): Promise<void> {
  // Loaded only when something is stale, so an up-to-date `npm start` does not pay for Vite.
  const { build } = await import('vite');
  await build({
    root: appDir,
    configFile: path.join(appDir, 'vite.config.ts'),
    logLevel: 'warn',
  });
}

const ifStale = process.argv.includes('--if-stale');
for (const app of WEB_APPS) {
  const appDir = path.join(repoRoot, app.dir);
  if (ifStale && isUpToDate(appDir)) {
    console.log(`web ${app.name}: up to date (${app.dir}/dist)`);
    continue;
  }
  const startedAt = performance.now();
  try {
    await buildApp(appDir);
  } catch (error) {
    console.error(`web ${app.name}: build failed`);
    console.error(error);
    process.exit(1);
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`web ${app.name}: built in ${seconds}s (${app.dir}/dist)`);
}
