import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', NODE_ENV: 'development', DEMO_DATA: 'auto' });
    expect(env.DATA_DIR).toBe(resolve('./data'));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('honours PORT, HOST, DATA_DIR and DATABASE_URL exactly', () => {
    const env = loadEnv({
      PORT: '4100',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/baro-data',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(env).toMatchObject({
      PORT: 4100,
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/baro-data',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });

  it('reads TRUST_PROXY as a flag, a hop count or the proxies addresses', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'hops:2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, loopback, fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'loopback',
      'fd00::/8',
    ]);
    expect(() => loadEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY="everyone"/);
  });

  it('lists every problem at once', () => {
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const { problems, message } = error as EnvError;
      expect(problems).toHaveLength(3);
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain('DATABASE_URL="mysql://x"');
      expect(message).toContain('LOG_LEVEL="loud"');
    }
  });

  it('stores files on the local disk by default, 30 MB each', () => {
    expect(loadEnv({})).toMatchObject({
      STORAGE_DRIVER: 'local',
      FILE_MAX_BYTES: 30 * 1024 * 1024,
      S3_REGION: 'ap-northeast-2',
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('reads the S3 settings and requires a bucket for the s3 driver', () => {
    const env = loadEnv({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'baro-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      FILE_MAX_BYTES: '1048576',
    });
    expect(env).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'baro-files',
      S3_FORCE_PATH_STYLE: true,
      FILE_MAX_BYTES: 1048576,
    });
    expect(() => loadEnv({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadEnv({ S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadEnv({ STORAGE_DRIVER: 'gcs' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadEnv({ FILE_MAX_BYTES: '10' })).toThrow(/FILE_MAX_BYTES/);
    expect(() => loadEnv({ STORAGE_SIGNING_SECRET: 'short' })).toThrow(/STORAGE_SIGNING_SECRET/);
  });
});
