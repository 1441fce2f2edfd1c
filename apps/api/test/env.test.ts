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
});
