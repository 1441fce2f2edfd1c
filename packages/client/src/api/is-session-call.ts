import type { ApiRequest } from './api-request.ts';

/**
 * The auth calls on the auth host (`/auth/login`, `/auth/refresh`, `/auth/logout`, and the other
 * `/auth/*` calls: sign-up, find and reset password). None of them is authorised by the access
 * token, so a 401 from one is an answer (wrong password, revoked session) rather than a sign
 * that the token needs refreshing; refreshing on it would loop or hide the answer.
 */
export function isSessionCall(call: Pick<ApiRequest, 'base' | 'path'>): boolean {
  return call.base === 'shipping' && /^\/*auth\//.test(call.path);
}
