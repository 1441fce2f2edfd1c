import { readTokenPair, type TokenPair } from '@baro/core';
import type { ResponseSchema } from '../api/api-request.ts';
import { buildRequestUrl } from '../api/build-request-url.ts';
import { sendRequest, type Transport } from '../api/send-request.ts';

/**
 * The contract's rule without zod (core's readTokenPair): the refresh is on every app's first page,
 * and a guard that cannot fail to load keeps a rotated pair from being lost on the way.
 */
const TOKEN_PAIR: ResponseSchema<TokenPair> = {
  parse(data) {
    const pair = readTokenPair(data);
    if (!pair) throw new TypeError('The refresh answer is not a token pair');
    return pair;
  },
};

/** SPEC §7: the refresh call lives on the auth host. */
export const REFRESH_PATH = '/auth/refresh';

/**
 * `POST {authBase}/auth/refresh` with both tokens → the next pair. The server rotates on every
 * call; it answers the immediately previous refresh token with the same successor for a few
 * seconds, and any older one with 401 SESSION_REVOKED.
 */
export function requestTokenRefresh(
  transport: Transport,
  authBase: string,
  tokens: TokenPair,
): Promise<TokenPair> {
  return sendRequest(transport, {
    method: 'POST',
    url: buildRequestUrl(authBase, REFRESH_PATH),
    body: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
    schema: TOKEN_PAIR,
    accessToken: tokens.accessToken,
  });
}
