import { type TokenPair, tokenPairSchema } from '@baro/core';
import { buildRequestUrl } from '../api/build-request-url.ts';
import { sendRequest, type Transport } from '../api/send-request.ts';

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
    schema: tokenPairSchema,
    accessToken: tokens.accessToken,
  });
}
