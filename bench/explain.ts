// `npm run bench:explain [-- <scenario>…]`: every statement one request of each bench scenario sends,
// with PostgreSQL's `EXPLAIN (ANALYZE, BUFFERS)` of it, on the bench data (100k rate rows) — on
// PGlite, or on PostgreSQL with BENCH_DRIVERS=postgres and DATABASE_URL/TEST_DATABASE_URL set.
// Planning and execution times are the server's own; on a busy machine compare their shares,
// and read the plans (index or sequential scan, sort, rows) rather than the milliseconds.
import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type RootOperationNode,
} from 'kysely';
import { buildApp } from '../apps/api/src/app.ts';
import { loadEnv } from '../apps/api/src/env.ts';
import { createServices } from '../apps/api/src/services.ts';
import { seedBenchData } from './support/bench-data.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { scenarios } from './support/scenarios.ts';

/** Keeps each statement's operation tree and id, to compile and explain it afterwards. */
class Recorder implements KyselyPlugin {
  recorded: PluginTransformQueryArgs[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.recorded.push(args);
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs) {
    return Promise.resolve(args.result);
  }
}

const driver = process.env.BENCH_DRIVERS?.startsWith('postgres') ? 'postgres' : 'pglite';
const wanted = process.argv.slice(2);
const { handle, drop } = await openBenchDatabase(driver);
try {
  const recorder = new Recorder();
  const db = handle.db.withPlugin(recorder);
  const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'production', ACCESS_TOKEN_TTL_SECONDS: '3600' });
  const services = createServices({ env, db, dataDir: null, changes: handle.changes });
  const data = await seedBenchData(handle.db, services.tokens);
  const app = await buildApp({ env, db, driver: handle.driver, version: 'bench', webApps: [], ...services });
  await app.ready();
  console.log(`bench:explain on ${driver}, ${data.rateRows} rate rows`);

  for (const scenario of scenarios(data)) {
    if (wanted.length > 0 && !wanted.includes(scenario.name)) continue;
    const send = () =>
      app.inject({
        method: scenario.method,
        url: scenario.path,
        headers: scenario.headers,
        ...(scenario.body ? { payload: scenario.body } : {}),
      });
    await send();
    recorder.recorded = [];
    const response = await send();
    const statements = recorder.recorded;
    console.log(
      `\n=== ${scenario.name}: ${scenario.method} ${scenario.path} → ${response.statusCode}, ${statements.length} statements`,
    );
    for (const { node, queryId } of statements) {
      const compiled = handle.db.getExecutor().compileQuery(node, queryId);
      console.log(`\n--- ${compiled.sql}`);
      const explain = CompiledQuery.raw(`explain (analyze, buffers) ${compiled.sql}`, [
        ...compiled.parameters,
      ]);
      // A write is explained in a transaction that is rolled back, so it leaves nothing behind.
      const rows = await handle.db
        .transaction()
        .execute(async (trx) => {
          const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(explain);
          throw Object.assign(new Error('rollback'), { plan: plan.rows });
        })
        .catch(
          (error: { plan?: { 'QUERY PLAN': string }[]; message?: string }) =>
            // A write that cannot run twice (the same new id) is reported rather than explained.
            error.plan ?? [{ 'QUERY PLAN': `(not explained: ${error.message})` }],
        );
      for (const line of rows) console.log(`    ${line['QUERY PLAN']}`);
    }
  }
  await app.close();
} finally {
  await handle.close();
  await drop();
}
