import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBundleBudget, parseBundleBudget } from './bundle-budget.ts';
import { bundleBudgetPlugin } from './bundle-budget-plugin.ts';
import { type ChunkLike, measureBundle } from './measure-bundle.ts';

/** Base64 of random bytes gzips back to about those bytes, so `incompressible(6000)` is ~6 kB gzipped. */
const incompressible = (bytes: number) => randomBytes(bytes).toString('base64');

const chunk = (name: string, code: string, options: Partial<ChunkLike> = {}): ChunkLike => ({
  type: 'chunk',
  name,
  fileName: `assets/${name}.js`,
  isEntry: false,
  imports: [],
  code,
  ...options,
});

describe('measureBundle', () => {
  it('counts the entries and their static imports, transitively, as initial; dynamic imports are not', () => {
    const measured = measureBundle([
      chunk('index', incompressible(4000), { isEntry: true, imports: ['assets/vendor.js'] }),
      chunk('vendor', incompressible(3000), { imports: ['assets/shared.js'] }),
      chunk('shared', incompressible(1000)),
      chunk('page', incompressible(8000), { imports: ['assets/shared.js'] }),
      { type: 'asset', fileName: 'assets/index.css' },
    ]);
    expect(measured.chunks.map((c) => [c.name, c.initial])).toEqual([
      ['page', false],
      ['index', true],
      ['vendor', true],
      ['shared', true],
    ]);
    const initialSum = measured.chunks.filter((c) => c.initial).reduce((sum, c) => sum + c.gzipBytes, 0);
    expect(measured.initialGzipBytes).toBe(initialSum);
    expect(measured.initialGzipBytes).toBeGreaterThan(8000);
    // base64 of 4000 + 3000 + 1000 bytes
    expect(measured.initialBytes).toBe(5336 + 4000 + 1336);
  });
});

describe('checkBundleBudget', () => {
  const measured = measureBundle([
    chunk('index', incompressible(6000), { isEntry: true }),
    chunk('en', incompressible(3000)),
  ]);

  it('names the initial JavaScript and each chunk that is over, with sizes', () => {
    const problems = checkBundleBudget(measured, { initialGzipKb: 5, chunkGzipKb: 2 });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^initial JS is \d+\.\d kB gzipped, over its budget of 5\.0 kB \(index\)$/);
    expect(problems[1]).toMatch(
      /^chunk index \(assets\/index\.js\) is \d+\.\d kB gzipped, over its budget of 2\.0 kB$/,
    );
    expect(problems[2]).toMatch(/^chunk en /);
  });

  it('lets a named chunk have its own limit', () => {
    expect(
      checkBundleBudget(measured, { initialGzipKb: 10, chunkGzipKb: 2, chunks: { index: 8, en: 4 } }),
    ).toEqual([]);
  });

  it('refuses a budget file without its numbers', () => {
    expect(() => parseBundleBudget({ initialGzipKb: '150' }, 'apps/x/bundle-budget.json')).toThrow(
      'apps/x/bundle-budget.json: initialGzipKb must be a positive number; chunkGzipKb must be a positive number',
    );
    expect(() => parseBundleBudget({ initialGzipKb: 1, chunkGzipKb: 1, chunks: { en: 0 } })).toThrow(
      'chunks.en must be a positive number',
    );
  });
});

describe('bundleBudgetPlugin in a Vite build', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'baro-budget-'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    );
    // ~7.5 kB gzipped up front (with Vite's preload helper), and a ~4 kB lazy chunk named "lazy".
    writeFileSync(
      path.join(root, 'main.js'),
      `document.title = ${JSON.stringify(incompressible(6000))};\nimport('./lazy.js').then((m) => m.show());\n`,
    );
    writeFileSync(
      path.join(root, 'lazy.js'),
      `export function show() { document.body.textContent = ${JSON.stringify(incompressible(4000))}; }\n`,
    );
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    delete process.env.BARO_BUNDLE_BUDGET;
  });

  const viteBuild = (plugin = bundleBudgetPlugin()) =>
    build({ root, configFile: false, logLevel: 'silent', plugins: [plugin], build: { write: false } });

  it('passes a build within the budget file beside the config', async () => {
    writeFileSync(
      path.join(root, 'bundle-budget.json'),
      JSON.stringify({ initialGzipKb: 10, chunkGzipKb: 9 }),
    );
    await expect(viteBuild()).resolves.toBeDefined();
  });

  it('fails the build when the initial JavaScript grows past the budget', async () => {
    writeFileSync(
      path.join(root, 'bundle-budget.json'),
      JSON.stringify({ initialGzipKb: 5, chunkGzipKb: 9 }),
    );
    await expect(viteBuild()).rejects.toThrow(
      /over the bundle budget:\s+initial JS is \d+\.\d kB gzipped, over its budget of 5\.0 kB \(index\)\n(?!\s*chunk)/,
    );
  });

  it('fails the build when a lazy chunk grows past its budget', async () => {
    await expect(
      viteBuild(bundleBudgetPlugin({ budget: { initialGzipKb: 10, chunkGzipKb: 9, chunks: { lazy: 3 } } })),
    ).rejects.toThrow(
      /chunk lazy \(assets\/lazy-[\w-]+\.js\) is 4\.\d kB gzipped, over its budget of 3\.0 kB/,
    );
  });

  it('only warns with BARO_BUNDLE_BUDGET=warn (the benchmark measures apps that are over)', async () => {
    process.env.BARO_BUNDLE_BUDGET = 'warn';
    await expect(
      viteBuild(bundleBudgetPlugin({ budget: { initialGzipKb: 1, chunkGzipKb: 1 } })),
    ).resolves.toBeDefined();
  });

  it('refuses to build without a budget file', async () => {
    await expect(viteBuild()).rejects.toThrow(/bundle-budget\.json is missing/);
  });
});
