import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, waitForHealth } from './support/server-process.ts';

// The real entry point in a child process: what `npm start` runs. Embedded database only (the
// postgres project excludes this file); the PostgreSQL path shares every line after openDatabase.
describe('the server process', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'baro-server-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('starts on PORT/HOST/DATA_DIR, refuses a second process on the same data, and stops cleanly on SIGTERM', async () => {
    const dir = dataDir();
    const port = await freePort();
    const server = spawnServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir });
    try {
      await waitForHealth(server, `http://127.0.0.1:${port}`);
      const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
      expect(health).toMatchObject({ status: 'ok', db: 'pglite' });
      expect(existsSync(join(dir, 'pglite'))).toBe(true);
      expect(server.output()).toContain('demo data loaded');

      const second = spawnServer({ PORT: String(await freePort()), DATA_DIR: dir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('in use by another Baro process');

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(existsSync(join(dir, 'baro.pid'))).toBe(false);
    } finally {
      server.child.kill('SIGKILL');
    }

    // The data survives a restart, and demo data is not loaded twice.
    const again = spawnServer({ PORT: String(port), DATA_DIR: dir });
    try {
      await waitForHealth(again, `http://127.0.0.1:${port}`);
      expect(again.output()).not.toContain('demo data loaded');
      again.child.kill('SIGINT');
      expect(await again.exited).toBe(0);
    } finally {
      again.child.kill('SIGKILL');
    }
    // A cold start loads every seeder's demo data; on a loaded two-core CI machine, two starts can
    // take a minute or more, which says nothing about correctness (speed lives in bench/).
  }, 300_000);

  it('stops at start-up with one readable list of configuration problems', async () => {
    const server = spawnServer({ PORT: 'abc', DATABASE_URL: 'http://nope', DATA_DIR: dataDir() });
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain('Baro cannot start; fix these settings:');
    expect(output).toContain('PORT="abc"');
    expect(output).toContain('DATABASE_URL="http://nope"');
  });
});
