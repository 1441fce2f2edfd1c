import { describe, expect, test } from 'vitest';
import { logFormatOf, readableMessage } from './logger-options.ts';

describe('the log format', () => {
  test('readable lines in development, JSON elsewhere, LOG_FORMAT deciding when set', () => {
    expect(logFormatOf({ NODE_ENV: 'development', LOG_FORMAT: undefined })).toBe('pretty');
    expect(logFormatOf({ NODE_ENV: 'production', LOG_FORMAT: undefined })).toBe('json');
    expect(logFormatOf({ NODE_ENV: 'test', LOG_FORMAT: undefined })).toBe('json');
    expect(logFormatOf({ NODE_ENV: 'development', LOG_FORMAT: 'json' })).toBe('json');
    expect(logFormatOf({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe('pretty');
  });

  test('a finished request is one line with method, path, status and time; anything else its message', () => {
    const request = {
      msg: 'request completed',
      req: { method: 'GET', url: '/api/users/me' },
      res: { statusCode: 200 },
      responseTime: 3.0625,
    };
    expect(readableMessage(request)).toBe('GET /api/users/me → 200 in 3.1 ms');
    expect(readableMessage({ msg: 'demo data loaded', seeders: 12 })).toBe('demo data loaded');
  });
});
