import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key that signs access tokens: JWT_SECRET when set; otherwise (the embedded quick start)
 * one generated on first start and kept in the data directory, so tokens survive a restart.
 */
export function loadJwtSecret(options: {
  configured: string | undefined;
  dataDir: string | null;
}): Uint8Array {
  if (options.configured) return new TextEncoder().encode(options.configured);
  if (!options.dataDir) return randomBytes(32);
  const file = join(options.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
