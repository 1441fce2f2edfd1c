import { EnvError, loadEnv } from './env.ts';
import { type RunningServer, startServer } from './start-server.ts';

// The process entry point: configuration problems are reported as one list and stop start-up;
// SIGTERM/SIGINT stop the server gracefully, a second signal (or a stuck shutdown) exits at once.
async function main(): Promise<void> {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let server: RunningServer;
  try {
    server = await startServer(env);
  } catch (error) {
    console.error(`Baro could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  server.app.log.info(`Baro is ready on ${server.url} (database: ${server.database.driver})`);
  if (!env.SMTP_URL) {
    server.app.log.info(
      'No SMTP_URL: e-mails are kept in the outbox (staff: GET /api/admin/outbox); links are logged here.',
    );
  }

  let signals = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) process.exit(1);
    server.app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      server.app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

await main();
