// `npm run bench:search`: the support search of issue 16 (`GET /api/content/v2/article/search`)
// over 10k published articles in Korean and English, on both drivers. The machines here are
// noisy, so what counts is each search against two baselines measured on the same server in the
// same run: `GET /api/health` (the HTTP stack, no database) and `GET /api/content/v2/article/{id}`
// (one published article by its primary key, with its group and neighbours). Absolute numbers are
// printed for the record.
//
// The API runs in a child process per driver (`bench/support/api-server.ts` with BENCH_SUITE=search:
// PGlite always; PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL is set, on a fresh database
// it drops afterwards), seeded with the demo support content and generated articles made of its
// real text (`bench/support/search-data.ts`). autocannon drives it from this process. A benchmark,
// not a test: it asserts nothing.
//
//   BENCH_SECONDS (5)        length of each measured run (after a 1 s warm-up)
//   BENCH_CONNECTIONS (4)    connections of every run
//   BENCH_ONLY               comma-separated scenarios (partial, spaced, long, typo, english)
//   BENCH_DRIVERS            pglite,postgres (default: both when PostgreSQL is configured)
//   BENCH_ARTICLES (10000)   published articles in all
import { benchPostgresUrl } from './support/bench-database.ts';
import { cpuOf, ms, row, start, stop } from './support/bench-process.ts';
import { type Load, load } from './support/load.ts';
import type { Scenario, ServerReady } from './support/protocol.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const postgresUrl = benchPostgresUrl();
const drivers = (process.env.BENCH_DRIVERS?.split(',') ?? ['pglite', 'postgres']).filter(
  (driver) => driver === 'pglite' || (driver === 'postgres' && postgresUrl),
) as ('pglite' | 'postgres')[];

const BASELINES = ['health', 'article'] as const;
const SEARCHES: Record<string, string> = {
  partial: '반품 (a part of a word)',
  spaced: '입고 라벨 (two words)',
  long: '수입신고필증 (a long word)',
  typo: '수입신고필중 (one syllable off)',
  english: 'INCOTERMS (English, any case)',
};
const searches = Object.keys(SEARCHES).filter((name) => !only || only.includes(name));

console.log(
  `bench:search — ${seconds}s per run, ${connections} connections, Node ${process.versions.node}, drivers: ${drivers.join(', ')}`,
);

interface Measured {
  load: Load;
  /** Median of SEQUENTIAL requests sent one after another (ms): a slow search still has one. */
  sequential: number;
  queries: number;
  hits: number | null;
}
const SEQUENTIAL = 7;
const results: Record<string, Record<string, Measured>> = {};
let articles = 0;
for (const driver of drivers) {
  const startedAt = Date.now();
  const server = start<ServerReady>('./support/api-server.ts', {
    BENCH_SUITE: 'search',
    BENCH_DRIVER: driver,
    ...(postgresUrl ? { BENCH_POSTGRES_URL: postgresUrl } : {}),
  });
  const ready = await server.ready;
  articles = ready.articles;
  console.log(
    `[${driver}] ${ready.articles} published articles, seeded in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
  );
  const byName = new Map(ready.scenarios.map((scenario) => [scenario.name, scenario]));
  const measured: Record<string, Measured> = {};
  results[driver] = measured;
  for (const name of [...BASELINES, ...searches]) {
    const scenario = byName.get(name) as Scenario;
    const hits = await hitsOf(ready.url, scenario);
    const sequential = await sequentialMedian(ready.url, scenario);
    await load(ready.url, scenario, { connections, seconds: 1, warmUp: false });
    const before = await cpuOf(server.child);
    const result = await load(ready.url, scenario, { connections, seconds, warmUp: false });
    result.cpuMs = result.requests > 0 ? ((await cpuOf(server.child)) - before) / 1000 / result.requests : 0;
    measured[name] = { load: result, sequential, queries: ready.queries[name] ?? 0, hits };
    row(
      `[${driver}] ${SEARCHES[name] ?? name}`,
      result,
      `   alone ${ms(sequential)}, ${result.cpuMs ? `${result.cpuMs.toFixed(2)} ms CPU` : 'no answer in the run'}, ${ready.queries[name]} queries${hits === null ? '' : `, ${hits} hits`}`,
    );
  }
  await stop(server.child);
}

/** The median time of SEQUENTIAL requests, one at a time (after one that is not counted). */
async function sequentialMedian(url: string, scenario: Scenario): Promise<number> {
  const send = () =>
    fetch(new URL(scenario.path, url), { headers: scenario.headers }).then((r) => r.arrayBuffer());
  await send();
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const startedAt = performance.now();
    await send();
    times.push(performance.now() - startedAt);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;
}

/** The total a search answers (null for the baselines), so the record says how much was ranked. */
async function hitsOf(url: string, scenario: Scenario): Promise<number | null> {
  if (!scenario.path.includes('/search')) return null;
  const response = await fetch(new URL(scenario.path, url), { headers: scenario.headers });
  const body = (await response.json()) as { total: number };
  return body.total;
}

const ratio = (value: number) => value.toFixed(3);
console.log(`\nratios (${articles} published articles; X / baseline, same server, same run)`);
console.log(
  '  baseline time ÷ X time for requests sent alone; then the throughput ratio at the connections above, and in brackets the CPU-per-request ratio of the API process (baseline CPU ÷ X CPU; PostgreSQL’s own CPU is not in it)',
);
for (const driver of drivers) {
  const measured = results[driver] ?? {};
  for (const name of searches) {
    const search = measured[name];
    if (!search) continue;
    const against = BASELINES.map((baseline) => {
      const base = measured[baseline];
      if (!base) return '';
      const cpu =
        search.load.cpuMs && base.load.cpuMs ? ` (${ratio(base.load.cpuMs / search.load.cpuMs)})` : '';
      return `${baseline}: alone ${ratio(base.sequential / search.sequential)}, load ${ratio(search.load.rps / base.load.rps)}${cpu}`;
    });
    console.log(`  [${driver}] ${name.padEnd(8)} / ${against.join('   / ')}`);
  }
}
const [pglite, postgres] = [results.pglite, results.postgres];
if (pglite && postgres) {
  for (const name of ['article', ...searches]) {
    const [a, b] = [pglite[name], postgres[name]];
    if (a && b)
      console.log(
        `  PGlite / PostgreSQL, ${name.padEnd(8)} alone ${ratio(b.sequential / a.sequential)}, load ${ratio(a.load.rps / b.load.rps)}`,
      );
  }
}
