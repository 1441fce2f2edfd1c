import { describe, expect, test } from 'vitest';
import { loginRequestFor, loginRequestSchema } from './auth.ts';

describe('loginRequestFor', () => {
  test('an address (with an @) logs in by e-mail, anything else by login id, both trimmed', () => {
    expect(loginRequestFor(' Customer@baro.demo ', 'pw')).toEqual({
      email: 'Customer@baro.demo',
      password: 'pw',
    });
    expect(loginRequestFor(' worker01 ', 'pw')).toEqual({ loginId: 'worker01', password: 'pw' });
  });

  test('what it builds is what the contract accepts', () => {
    expect(loginRequestSchema.safeParse(loginRequestFor('worker01', 'pw')).success).toBe(true);
    expect(loginRequestSchema.safeParse(loginRequestFor('a@b.co', 'pw')).success).toBe(true);
  });
});
