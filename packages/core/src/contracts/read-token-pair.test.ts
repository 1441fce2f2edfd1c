import { describe, expect, it } from 'vitest';
import { tokenPairSchema } from './auth.ts';
import { readTokenPair } from './read-token-pair.ts';

describe('readTokenPair', () => {
  const samples: unknown[] = [
    { accessToken: 'a.b.c', refreshToken: 'r' },
    { accessToken: '', refreshToken: '' },
    { accessToken: 'a.b.c', refreshToken: 'r', user: { id: 'usr_1' } },
    { accessToken: 'a.b.c' },
    { refreshToken: 'r' },
    { accessToken: 1, refreshToken: 'r' },
    { accessToken: 'a.b.c', refreshToken: null },
    null,
    'a.b.c',
    [],
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    "gives the schema's verdict and value for %s",
    (_name, sample) => {
      const parsed = tokenPairSchema.safeParse(sample);
      expect(readTokenPair(sample)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
