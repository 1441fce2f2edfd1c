import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createS3Storage, type S3Storage } from '../../src/storage/s3-storage.ts';

// s3rver (an S3-compatible server on the local disk) ships no types; this is the part we use.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  resetOnClose: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

/** s3rver's fixed credentials (it checks signatures made with them). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** A driver for this server's bucket on the given clock. */
  storage(now?: () => Date): S3Storage;
  close(): Promise<void>;
}

/** A real S3-compatible server on a free local port with one empty bucket, in a temporary directory. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'baro-s3rver-'));
  const bucket = `baro-test-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    resetOnClose: false,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    storage: (now = () => new Date()) =>
      createS3Storage({
        endpoint,
        region: 'us-east-1',
        bucket,
        ...S3RVER_CREDENTIALS,
        forcePathStyle: true,
        now,
      }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
