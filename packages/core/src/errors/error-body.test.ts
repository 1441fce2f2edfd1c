import { describe, expect, it } from 'vitest';
import { errorBodySchema } from './error-body.ts';
import { readErrorBody } from './read-error-body.ts';

describe('errorBodySchema', () => {
  it('accepts a body with or without fields', () => {
    expect(
      errorBodySchema.safeParse({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }).success,
    ).toBe(true);
    const body = {
      code: 'VALIDATION_FAILED',
      message: 'x',
      fields: { email: 'Enter a valid email address' },
    };
    expect(errorBodySchema.parse(body)).toEqual(body);
  });

  it('refuses codes outside the closed set and malformed fields', () => {
    expect(errorBodySchema.safeParse({ code: 'OOPS', message: 'x' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ code: 'NOT_FOUND' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ code: 'NOT_FOUND', message: 'x', fields: { a: 1 } }).success).toBe(
      false,
    );
    expect(errorBodySchema.safeParse(null).success).toBe(false);
    expect(errorBodySchema.safeParse('NOT_FOUND').success).toBe(false);
  });

  it('strips unknown properties so clients survive additions', () => {
    expect(errorBodySchema.parse({ code: 'CONFLICT', message: 'x', traceId: 'abc' })).toEqual({
      code: 'CONFLICT',
      message: 'x',
    });
  });
});

describe('readErrorBody', () => {
  const samples: unknown[] = [
    { code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' },
    {
      code: 'VALIDATION_FAILED',
      message: 'x',
      fields: { email: 'Enter a valid email address', 'items.0.qty': 'y' },
    },
    { code: 'VALIDATION_FAILED', message: 'x', fields: {} },
    { code: 'CONFLICT', message: 'x', traceId: 'abc' },
    { code: 'CONFLICT', message: '' },
    { code: 'OOPS', message: 'x' },
    { code: 'toString', message: 'x' },
    { code: 'NOT_FOUND' },
    { code: 'NOT_FOUND', message: 1 },
    { code: 'NOT_FOUND', message: 'x', fields: { a: 1 } },
    { code: 'NOT_FOUND', message: 'x', fields: null },
    { code: 'NOT_FOUND', message: 'x', fields: 'email' },
    { code: 'NOT_FOUND', message: 'x', fields: ['a'] },
    null,
    undefined,
    'NOT_FOUND',
    42,
    [],
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))(
    "gives the schema's verdict and value for %s",
    (_name, sample) => {
      const parsed = errorBodySchema.safeParse(sample);
      expect(readErrorBody(sample)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
