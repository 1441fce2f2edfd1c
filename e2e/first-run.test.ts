// Issue 18, "First run": a fresh clone is still clean (`git status`) after the quick start's
// `npm install` — npm must not rewrite package-lock.json or a package.json, as it once did (+134
// lock lines). Checked cheaply, without a second install: the manifests, the lock file and .npmrc
// are copied into an empty directory, where npm resolves the dependency tree from them alone
// (`--package-lock-only`: no node_modules, no downloads, no install scripts) and writes what an
// install would write. Every file must come back byte for byte.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './support/server.ts';

/** npm's settings that an `npm run`/`npm test` passes down and that must not reach the check. */
const KEPT_NPM_SETTINGS = new Set(['npm_config_registry', 'npm_config_cache', 'npm_config_userconfig']);

/** package.json of the root and of every workspace (`packages/*`, `apps/*`), relative to the root. */
async function manifests(): Promise<string[]> {
  const root = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const found = ['package.json'];
  for (const pattern of root.workspaces) {
    if (!pattern.endsWith('/*')) throw new Error(`unexpected workspace pattern ${pattern}`);
    const parent = pattern.slice(0, -2);
    for (const entry of await readdir(path.join(repoRoot, parent), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const manifest = path.join(parent, entry.name, 'package.json');
      const exists = await readFile(path.join(repoRoot, manifest)).then(
        () => true,
        () => false,
      );
      if (exists) found.push(manifest);
    }
  }
  return found;
}

describe('first run', () => {
  test('npm install leaves package-lock.json and every package.json as they are in git', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'baro-first-run-'));
    try {
      const files = [...(await manifests()), 'package-lock.json', '.npmrc'];
      for (const file of files) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await copyFile(path.join(repoRoot, file), path.join(dir, file));
      }
      // Only the copy is touched: npm's own settings of an enclosing `npm test` (its prefix, the
      // command) would point it back at the repository.
      const env = Object.fromEntries(
        Object.entries(process.env).filter(
          ([name]) =>
            !/^npm_(config|package|lifecycle)_/i.test(name) || KEPT_NPM_SETTINGS.has(name.toLowerCase()),
        ),
      );
      try {
        await promisify(execFile)(
          'npm',
          ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--offline'],
          { cwd: dir, env, timeout: 120_000 },
        );
      } catch (error) {
        // Offline, npm fails only if it needs something the lock file does not say: then an
        // install on a fresh clone would fetch it and rewrite the lock file.
        throw new Error(`npm could not resolve the tree from package-lock.json alone: ${String(error)}`);
      }
      for (const file of files) {
        const after = await readFile(path.join(dir, file), 'utf8');
        const before = await readFile(path.join(repoRoot, file), 'utf8');
        expect(after, `npm install rewrites ${file}`).toBe(before);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
