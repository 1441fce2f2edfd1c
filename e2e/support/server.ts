// Starts the real API (`node apps/api/src/main.ts`, as `npm start` does) on a free port with a
// fresh embedded database, so a journey sees exactly what a user would.
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly dataDir: string;
  /** What the server printed so far (the last part of it), for failure messages. */
  output(): string;
  /** SIGTERM, wait for the exit, remove the data directory. Safe to call twice. */
  stop(): Promise<void>;
  /** SIGTERM and wait for the exit, leaving the data directory (the caller removes it). */
  stopKeepingData(): Promise<string>;
}

const HOST = '127.0.0.1';
const OUTPUT_LIMIT = 64 * 1024;
const STOP_TIMEOUT_MS = 15_000;

/** A port that was free a moment ago: the OS picks it, we release it for the server to take. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not read the probe port'));
      });
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory that a server already initialised, migrated and seeded (e2e.setup.ts). */
    e2eDataTemplate: string;
  }
}

/** The run's seeded data directory, when the e2e global setup made one. */
function dataTemplateOfRun(): string | undefined {
  try {
    return inject('e2eDataTemplate');
  } catch {
    return undefined; // outside a test file (the global setup itself)
  }
}

/**
 * Starts the API. Each server gets a data directory of its own, copied from the run's seeded
 * template when there is one: a first start (initdb, every migration, the demo data) costs 10–30 s,
 * and journeys need a fresh database, not a first start.
 */
export async function startServer({
  readyTimeoutMs = 60_000,
  dataTemplate = dataTemplateOfRun(),
  env: settings = {},
}: {
  readyTimeoutMs?: number;
  dataTemplate?: string | undefined;
  /** Settings of this server only (e.g. CSP_CONNECT_ORIGINS for a journey's local print agent). */
  env?: Record<string, string>;
} = {}): Promise<TestServer> {
  const port = await findFreePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'baro-e2e-'));
  if (dataTemplate !== undefined) await cp(dataTemplate, dataDir, { recursive: true });
  const url = `http://${HOST}:${port}`;

  // PUBLIC_URL: the address the browser uses, so the signed download links and e-mailed links the
  // server writes point at this origin (not at its default http://localhost:<port>).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
  };
  // The embedded database always, and the server as `npm start` runs it rather than as a test.
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  // Files on the local disk and mail in the outbox: nothing a journey does may leave the machine.
  delete env.SMTP_URL;
  for (const name of Object.keys(env))
    if (name.startsWith('STORAGE_') || name.startsWith('S3_')) delete env[name];
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  Object.assign(env, settings);

  const child = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const record = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });

  let stopping: Promise<void> | undefined;
  const server: TestServer = {
    url,
    dataDir,
    output: () => output,
    stop: () => {
      stopping ??= stopChild(child, exited).finally(() => rm(dataDir, { recursive: true, force: true }));
      return stopping;
    },
    stopKeepingData: async () => {
      await stopChild(child, exited);
      if (child.exitCode !== 0)
        throw new Error(`the API did not stop cleanly (${child.exitCode ?? child.signalCode})\n${output}`);
      return dataDir;
    },
  };

  try {
    await waitUntilHealthy(url, child, () => spawnError, readyTimeoutMs);
  } catch (error) {
    await server.stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\n--- server output ---\n${output || '(nothing)'}`);
  }
  return server;
}

async function waitUntilHealthy(
  url: string,
  child: ChildProcess,
  spawnError: () => Error | undefined,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    const error = spawnError();
    if (error !== undefined) throw new Error(`the API could not be started: ${error.message}`);
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the API exited (${child.exitCode ?? child.signalCode}) before it was healthy`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `GET /api/health answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API was not healthy within ${timeoutMs} ms (last: ${lastProblem})`);
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  // Also covers a child that never started (spawn error): it has no pid and will not exit.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
  });
  const result = await Promise.race([exited, timedOut]);
  clearTimeout(timer);
  if (result === 'timeout') {
    // A server that ignores SIGTERM must not outlive the test run.
    child.kill('SIGKILL');
    await exited;
  }
}
