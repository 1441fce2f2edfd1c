import { ApiError } from '@baro/client';
import { type LoginRequest, type LoginResponse, loginResponseSchema } from '@baro/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';

export interface FloorCredentials {
  /** What the worker typed: a login id (`worker01`) or an e-mail address. */
  readonly identifier: string;
  readonly password: string;
}

/** `{ email }` when the text is an address (has an @), `{ loginId }` otherwise (the contract takes one of them). */
export function toLoginRequest({ identifier, password }: FloorCredentials): LoginRequest {
  const text = identifier.trim();
  return text.includes('@') ? { email: text, password } : { loginId: text, password };
}

/**
 * `POST /api/auth/login {loginId | email, password}` → `{accessToken, refreshToken, user}`.
 * Failures: 401 INVALID_CREDENTIALS (the same for a wrong id or password), 401 ACCOUNT_DISABLED,
 * 429 TOO_MANY_ATTEMPTS with Retry-After.
 */
export function login(credentials: FloorCredentials): Promise<LoginResponse> {
  return apiClient.post('shipping', '/auth/login', toLoginRequest(credentials), {
    schema: loginResponseSchema,
  });
}

/** Seconds until a throttled login may be tried again (the answer's Retry-After), else null. */
export function loginRetryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return error.retryAfterSeconds;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
