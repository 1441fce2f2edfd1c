// `npm run bench:web -- --lighthouse`: Lighthouse's mobile performance score of the customer app's
// start, quote and support pages, each the median of five runs in Debian's Chromium
// (CHROME_PATH, /usr/bin/chromium by default), against the real server (`npm start`'s entry on
// a fresh embedded database, the built app with its precompressed files). Issue 12's goal: ≥ 95.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PAGES = ['/', '/forwarding/quote', '/support'] as const;
const RUNS = 5;
const GOAL = 95;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** `npm start`'s entry on a fresh embedded database with the demo data, on a free port (the benches' own). */
export async function startServer(repoRoot: string): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baro-bench-web-'));
  const server = spawn(process.execPath, [path.join(repoRoot, 'apps/api/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the server did not answer /api/health within two minutes');
}

export async function runLighthouse(repoRoot: string): Promise<void> {
  const server = await startServer(repoRoot);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    console.log(`Lighthouse mobile performance, median of ${RUNS} runs (goal ≥ ${GOAL})`);
    for (const page of PAGES) {
      const runs: { score: number; fcp: number; lcp: number; tbt: number; cls: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${server.origin}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        });
      }
      const score = median(runs.map((r) => r.score));
      console.log(
        `${page.padEnd(20)} ${String(score).padStart(3)} ${score >= GOAL ? 'met' : 'NOT met'}   ` +
          `runs ${runs.map((r) => r.score).join(' ')}   FCP ${median(runs.map((r) => r.fcp)).toFixed(0)} ms  ` +
          `LCP ${median(runs.map((r) => r.lcp)).toFixed(0)} ms  TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms  ` +
          `CLS ${median(runs.map((r) => r.cls)).toFixed(3)}`,
      );
    }
  } finally {
    chrome.kill();
    server.stop();
  }
}
