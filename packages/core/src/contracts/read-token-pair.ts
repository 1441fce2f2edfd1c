import type { TokenPair } from './auth.ts';

/**
 * `tokenPairSchema`'s rule without zod, for the browser's session refresh, which every app ships
 * on its first page (issue 12); `read-token-pair.test.ts` holds the two to the same verdicts.
 * Null when the value is not a token pair; other properties are dropped, as the schema strips them.
 */
export function readTokenPair(value: unknown): TokenPair | null {
  if (typeof value !== 'object' || value === null) return null;
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string') return null;
  return { accessToken, refreshToken };
}
