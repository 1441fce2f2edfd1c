// A child process of `npm run bench:api` and `npm run bench:search`: the full API on one driver
// (BENCH_DRIVER: pglite, or postgres on a fresh database of BENCH_POSTGRES_URL's server), seeded
// with the bench's data (BENCH_SUITE: `api`, the default, or `search`), listening
// on a free port. It answers the parent over IPC with its address, tokens and the queries each
// scenario's request costs, then serves until told to stop. Load comes from the parent, so the
// server has a process (and its event loop) to itself, as in production.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadEnv } from '../../apps/api/src/env.ts';
import { createServices } from '../../apps/api/src/services.ts';
import { countingQueries } from '../../apps/api/test/support/query-counter.ts';
import { seedBenchData } from './bench-data.ts';
import { openBenchDatabase } from './bench-database.ts';
import type { Scenario, ServerReady } from './protocol.ts';
import { scenarios, searchScenarios } from './scenarios.ts';
import { seedSearchBenchData } from './search-data.ts';

const driver = process.env.BENCH_DRIVER === 'postgres' ? 'postgres' : 'pglite';

const { handle, drop } = await openBenchDatabase(driver);
const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'production', ACCESS_TOKEN_TTL_SECONDS: '3600' });
const { db, counter } = countingQueries(handle.db);
const services = createServices({ env, db, dataDir: null, changes: handle.changes });
const suite =
  process.env.BENCH_SUITE === 'search'
    ? await seedSearchBenchData(handle.db).then((data) => ({
        scenarios: searchScenarios(data),
        rateRows: 0,
        articles: data.articles,
      }))
    : await seedBenchData(handle.db, services.tokens).then((data) => ({
        scenarios: scenarios(data),
        rateRows: data.rateRows,
        articles: 0,
      }));
const app = await buildApp({ env, db, driver: handle.driver, version: 'bench', webApps: [], ...services });
await app.ready();

// Queries per request, counted one request at a time before any load (a second request, so
// nothing done once per process counts).
const queries: Record<string, number> = {};
const all: Scenario[] = suite.scenarios;
for (const scenario of all) {
  const send = () =>
    app.inject({
      method: scenario.method,
      url: scenario.path,
      headers: scenario.headers,
      ...(scenario.body ? { payload: scenario.body } : {}),
    });
  const first = await send();
  if (first.statusCode >= 300) {
    throw new Error(`${scenario.name}: ${first.statusCode} ${first.body.slice(0, 300)}`);
  }
  queries[scenario.name] = await counter.around(send);
}

// A CPU profile of the serving only (not of the seeding), written when the parent stops us.
const profiler = process.env.BENCH_PROFILE_FILE ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}

const url = await app.listen({ port: 0, host: '127.0.0.1' });
const ready: ServerReady = {
  url,
  driver,
  rateRows: suite.rateRows,
  articles: suite.articles,
  scenarios: all,
  queries,
};
process.send?.(ready);

process.on('message', async (message) => {
  // The parent reads the CPU time spent between two questions: CPU per request counts the same
  // on a busy machine, where latencies do not.
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
    return;
  }
  if (message !== 'stop') return;
  if (profiler && process.env.BENCH_PROFILE_FILE) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(process.env.BENCH_PROFILE_FILE, JSON.stringify(profile));
  }
  await app.close();
  await handle.close();
  await drop();
  process.exit(0);
});
