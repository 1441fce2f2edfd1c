import { describe, expect, it } from 'vitest';
import { errorBodySchema } from './error-body.ts';

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
