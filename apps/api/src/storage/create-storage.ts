import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Env } from '../env.ts';
import { createLocalStorage } from './local-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/**
 * The storage the environment chooses: S3 (any S3-compatible store) when STORAGE_DRIVER=s3,
 * otherwise the local disk under `<dataDir>/files`, whose URLs this API signs with `secret`
 * and serves. A null data directory (tests, benchmarks) keeps local objects in a new temporary directory.
 */
export function createStorage(
  env: Env,
  options: { dataDir: string | null; secret: Uint8Array; now?: () => Date },
): ObjectStorage {
  const now = options.now ?? (() => new Date());
  if (env.STORAGE_DRIVER === 's3') {
    return createS3Storage({
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      region: env.S3_REGION,
      bucket: env.S3_BUCKET as string,
      ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
      ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      now,
    });
  }
  const rootDir = options.dataDir
    ? join(options.dataDir, 'files')
    : mkdtempSync(join(tmpdir(), 'baro-files-'));
  return createLocalStorage({ rootDir, secret: options.secret, publicBaseUrl: env.PUBLIC_URL, now });
}
