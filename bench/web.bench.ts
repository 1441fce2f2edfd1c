// `npm run bench:web`: the JavaScript a first visit downloads (gzip -9) of each web app against a
// React + React Router hello built with the same Vite in the same run. Only the ratio is the goal
// (issue 12: the customer app ≤ 1.6× the hello); the sizes are printed for the record.
// With `-- --lighthouse` it also scores the customer app's pages (bench/web/lighthouse.ts).
// A benchmark, not a test: it asserts nothing. The budgets that fail a build are the apps'
// bundle-budget.json files (docs/performance.md).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  type BundleMeasurement,
  checkBundleBudget,
  formatKb,
  measureBundle,
  type OutputFileLike,
  parseBundleBudget,
} from '@baro/client/vite';
import react from '@vitejs/plugin-react';
import { build, version as viteVersion } from 'vite';
import { writeReactRouterHello } from './web/react-router-hello.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const CUSTOMER_GOAL = 1.6;

/** The apps with a Vite build, customer first. */
const APPS = ['customer', 'partner', 'admin', 'warehouse', 'handheld'].filter((name) =>
  existsSync(path.join(repoRoot, 'apps', name, 'vite.config.ts')),
);

type BuildOutput = { output: OutputFileLike[] };

/** Builds in memory (nothing written, dist untouched) and measures the JavaScript. */
async function measure(config: Parameters<typeof build>[0]): Promise<BundleMeasurement> {
  const result = (await build({ ...config, logLevel: 'silent', build: { write: false } })) as
    | BuildOutput
    | BuildOutput[];
  const outputs = Array.isArray(result) ? result : [result];
  return measureBundle(outputs.flatMap((output) => output.output));
}

// The apps' budgets warn instead of failing here: the point is to print every size.
process.env.BARO_BUNDLE_BUDGET = 'warn';

const helloDir = writeReactRouterHello(repoRoot);
let hello: BundleMeasurement;
try {
  hello = await measure({ root: helloDir, configFile: false, plugins: [react()] });
} finally {
  rmSync(helloDir, { recursive: true, force: true });
}

console.log(`bench:web — initial JavaScript, gzip -9, Vite ${viteVersion}, Node ${process.versions.node}`);
console.log(`${'React + Router hello'.padEnd(22)} ${formatKb(hello.initialGzipBytes).padStart(9)}`);

for (const name of APPS) {
  const root = path.join(repoRoot, 'apps', name);
  const app = await measure({ root, configFile: path.join(root, 'vite.config.ts') });
  const ratio = app.initialGzipBytes / hello.initialGzipBytes;
  const goal =
    name === 'customer' ? `   goal ≤ ${CUSTOMER_GOAL}: ${ratio <= CUSTOMER_GOAL ? 'met' : 'NOT met'}` : '';
  console.log(
    `${name.padEnd(22)} ${formatKb(app.initialGzipBytes).padStart(9)}   ratio ${ratio.toFixed(2)}${goal}`,
  );
  const initial = app.chunks.filter((chunk) => chunk.initial);
  console.log(
    `  initial: ${initial.map((chunk) => `${chunk.name} ${formatKb(chunk.gzipBytes)}`).join(', ')}`,
  );
  const budgetFile = path.join(root, 'bundle-budget.json');
  if (existsSync(budgetFile)) {
    const budget = parseBundleBudget(JSON.parse(readFileSync(budgetFile, 'utf8')), budgetFile);
    const problems = checkBundleBudget(app, budget);
    console.log(
      `  budget (${budget.initialGzipKb} kB initial): ${problems.length === 0 ? 'within' : problems.join('; ')}`,
    );
  }
  const lazy = app.chunks.filter((chunk) => !chunk.initial).slice(0, 5);
  console.log(
    `  largest lazy: ${lazy.map((chunk) => `${chunk.name} ${formatKb(chunk.gzipBytes)}`).join(', ')}`,
  );
}

if (process.argv.includes('--lighthouse')) {
  // The server serves the apps' dist: build what is stale first, as `npm start` does.
  const { spawnSync } = await import('node:child_process');
  spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-web.ts'), '--if-stale'], {
    stdio: 'inherit',
  });
  const { runLighthouse } = await import('./web/lighthouse.ts');
  await runLighthouse(repoRoot);
}
