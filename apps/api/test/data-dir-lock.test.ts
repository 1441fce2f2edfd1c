import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.ts';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'baro-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes this process id and removes it on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'baro.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'baro.pid'))).toBe(false);
  });

  it('refuses a directory held by another live process', async () => {
    const dir = freshDir();
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(join(dir, 'baro.pid'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`pid ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that died', async () => {
    const dir = freshDir();
    const dead = spawn('true');
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(join(dir, 'baro.pid'), String(dead.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'baro.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock file that holds garbage', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'baro.pid'), 'not a pid');
    lockDataDir(dir)();
  });
});
