// `npm run bench:api`: how fast the full API stack answers GET /api/health (Fastify, hooks,
// zod serialisation, a database round trip on embedded PGlite) against a bare node:http hello on
// the same machine in the same run. Machines here are noisy, so only the ratio means anything.
// A benchmark, not a test: it asserts nothing.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { openDatabase } from '../apps/api/src/db/open-database.ts';
import { loadEnv } from '../apps/api/src/env.ts';
import { createServices } from '../apps/api/src/services.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function measure(url: string): Promise<{ rps: number; p99: number }> {
  // A short warm-up so the JIT and connection setup do not count.
  await autocannon({ url, connections, duration: 1 });
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const raw = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"hello":"world"}');
});
await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
const rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}/`;

const database = await openDatabase({ dataDir: null });
await migrateToLatest(database.db);
const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'production' });
const app = await buildApp({
  env,
  db: database.db,
  driver: database.driver,
  version: 'bench',
  webApps: [],
  ...createServices({ env, db: database.db, dataDir: null }),
});
const apiUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/health`;

console.log(`bench:api — ${seconds}s per target, ${connections} connections, Node ${process.versions.node}`);
const baseline = await measure(rawUrl);
const api = await measure(apiUrl);
console.log(`node:http hello       ${baseline.rps.toFixed(0).padStart(8)} req/s   p99 ${baseline.p99} ms`);
console.log(`GET /api/health       ${api.rps.toFixed(0).padStart(8)} req/s   p99 ${api.p99} ms`);
console.log(`ratio api/baseline    ${(api.rps / baseline.rps).toFixed(3)}`);

await app.close();
await database.close();
raw.close();
