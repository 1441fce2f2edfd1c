// `npm run bench:api`: issue 12's scenarios against the full API, each next to a bare node:http
// hello measured in the same run on the same machine. The machines here are noisy, so only ratios
// against that baseline mean anything; absolute numbers are printed for the record.
//
// The API runs in a child process per driver (PGlite always; PostgreSQL too when DATABASE_URL or
// TEST_DATABASE_URL is set, on a fresh database it drops afterwards), the hello in another, and
// autocannon drives them from this process. A benchmark, not a test: it asserts nothing.
//
//   BENCH_SECONDS (5)        length of each measured run (after a 1 s warm-up)
//   BENCH_CONNECTIONS (50)   connections of the throughput runs
//   BENCH_ONLY               comma-separated scenario names (health, location, me, me@1000,
//                            team, search, list10, list100) to run only those
//   BENCH_DRIVERS            pglite,postgres (default: both when PostgreSQL is configured)
//   BENCH_PROFILE=1          write a V8 CPU profile of each API process while it serves (not while
//                            it seeds) to bench/profiles/<driver>.cpuprofile; summarise one with
//                            `npm run bench:profile -- bench/profiles/pglite.cpuprofile`
//   BENCH_RATE_ROWS (100000) partner rate rows the quote search looks through
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchPostgresUrl } from './support/bench-database.ts';
import { cpuOf, ms, row, start, stop } from './support/bench-process.ts';
import { type Load, load } from './support/load.ts';
import type { Scenario, ServerReady } from './support/protocol.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const postgresUrl = benchPostgresUrl();
const drivers = (process.env.BENCH_DRIVERS?.split(',') ?? ['pglite', 'postgres']).filter(
  (driver) => driver === 'pglite' || (driver === 'postgres' && postgresUrl),
) as ('pglite' | 'postgres')[];
const profileDir = fileURLToPath(new URL('./profiles/', import.meta.url));

const wanted = (name: string) => !only || only.includes(name);

console.log(
  `bench:api — ${seconds}s per run, ${connections} connections, Node ${process.versions.node}, drivers: ${drivers.join(', ')}`,
);

const hello = start<{ url: string }>('./support/hello-server.ts', {});
const helloUrl = (await hello.ready).url;
/** A hello run with the hello process's CPU per request. */
async function measureHello(): Promise<Load> {
  await load(helloUrl, null, { seconds: 1, connections, warmUp: false });
  const before = await cpuOf(hello.child);
  const result = await load(helloUrl, null, { seconds, connections, warmUp: false });
  result.cpuMs = ((await cpuOf(hello.child)) - before) / 1000 / result.requests;
  return result;
}
const firstHello = await measureHello();
row('node:http hello (baseline)', firstHello, `   ${firstHello.cpuMs?.toFixed(3)} ms CPU per request`);

const results: Record<string, Record<string, Load>> = {};
const queryCounts: Record<string, Record<string, number>> = {};
let rateRows = 0;
for (const driver of drivers) {
  if (process.env.BENCH_PROFILE) mkdirSync(profileDir, { recursive: true });
  const server = start<ServerReady>('./support/api-server.ts', {
    BENCH_DRIVER: driver,
    ...(postgresUrl ? { BENCH_POSTGRES_URL: postgresUrl } : {}),
    ...(process.env.BENCH_PROFILE ? { BENCH_PROFILE_FILE: `${profileDir}${driver}.cpuprofile` } : {}),
  });
  const ready = await server.ready;
  rateRows = ready.rateRows;
  queryCounts[driver] = ready.queries;
  const byName = new Map(ready.scenarios.map((scenario) => [scenario.name, scenario]));
  const scenario = (name: string) => byName.get(name) as Scenario;
  const measured: Record<string, Load> = {};
  results[driver] = measured;
  const run = async (label: string, name: string, options: { connections: number; rate?: number }) => {
    const key = options.rate ? `${name}@${options.rate}` : name;
    if (!wanted(key)) return;
    await load(ready.url, scenario(name), { ...options, seconds: 1, warmUp: false });
    const before = await cpuOf(server.child);
    const result = await load(ready.url, scenario(name), { ...options, seconds, warmUp: false });
    result.cpuMs = ((await cpuOf(server.child)) - before) / 1000 / result.requests;
    measured[key] = result;
    row(
      `[${driver}] ${label}`,
      result,
      `   ${result.cpuMs.toFixed(2)} ms CPU, ${ready.queries[name]} queries per request`,
    );
  };
  await run('GET /api/health', 'health', { connections });
  await run('GET /api/locations/KRPUS', 'location', { connections });
  await run('GET /api/users/me', 'me', { connections });
  await run('GET /api/users/me at 1,000 req/s', 'me', { connections: 20, rate: 1000 });
  await run('GET /api/teams/me', 'team', { connections });
  await run('POST /api/searchEstimate (4 conn.)', 'search', { connections: 4 });
  await run('GET /api/partner/rates size=10', 'list10', { connections: 10 });
  await run('GET /api/partner/rates size=100', 'list100', { connections: 10 });
  await stop(server.child);
}

const lastHello = await measureHello();
row('node:http hello (again, at the end)', lastHello, `   ${lastHello.cpuMs?.toFixed(3)} ms CPU per request`);
await stop(hello.child);

const baseline = (firstHello.rps + lastHello.rps) / 2;
const baselineCpu = ((firstHello.cpuMs ?? 0) + (lastHello.cpuMs ?? 0)) / 2;
const ratio = (value: number) => value.toFixed(3);
console.log(
  `\nratios (baseline: the mean of the two hello runs, ${baseline.toFixed(0)} req/s and ${baselineCpu.toFixed(3)} ms CPU per request; ${rateRows} rate rows)`,
);
console.log('  X / hello: throughput ratio, and in brackets the CPU-per-request ratio (hello CPU ÷ X CPU)');
const goal = (label: string, value: string, target: string) =>
  console.log(`  ${label.padEnd(58)}${value.padStart(10)}   goal ${target}`);
for (const driver of drivers) {
  const measured = results[driver] ?? {};
  const counts = queryCounts[driver] ?? {};
  for (const name of ['health', 'location', 'me', 'team', 'list10', 'list100']) {
    const result = measured[name];
    if (!result) continue;
    const cpuRatio = result.cpuMs ? ` (${ratio(baselineCpu / result.cpuMs)})` : '';
    goal(
      `[${driver}] ${name} / hello`,
      `${ratio(result.rps / baseline)}${cpuRatio}`,
      name === 'me' ? '≥ 0.25' : '—',
    );
  }
  const fixed = measured['me@1000'];
  if (fixed) goal(`[${driver}] p99 of GET /api/users/me at 1,000 req/s`, ms(fixed.p99), '≤ 10 ms');
  const search = measured.search;
  if (search) goal(`[${driver}] p99 of POST /api/searchEstimate at 4 connections`, ms(search.p99), '≤ 30 ms');
  goal(
    `[${driver}] queries per list request, size 100 vs 10`,
    `${counts.list100} vs ${counts.list10}`,
    'equal',
  );
}
const [pglite, postgres] = [results.pglite, results.postgres];
if (pglite && postgres) {
  for (const name of ['location', 'me', 'list10', 'search']) {
    const [a, b] = [pglite[name], postgres[name]];
    if (a && b) goal(`PGlite / PostgreSQL, ${name}`, ratio(a.rps / b.rps), name === 'me' ? '≥ 0.5' : '—');
  }
}
