import { type ApiClient, ApiError } from '@baro/client';
import { type LoginResponse, loginResponseSchema } from '@baro/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';

export interface LoginCredentials {
  readonly email: string;
  readonly password: string;
}

/**
 * `POST /api/auth/login {email, password}` → `{accessToken, refreshToken, user}`. Failures:
 * 401 INVALID_CREDENTIALS (same answer for a wrong address or password), 401 ACCOUNT_DISABLED,
 * 429 TOO_MANY_ATTEMPTS with Retry-After (see {@link loginRetryAfterSeconds}).
 */
export function login(credentials: LoginCredentials, client: ApiClient = apiClient): Promise<LoginResponse> {
  return client.post('shipping', '/auth/login', credentials, { schema: loginResponseSchema });
}

/** Seconds until a throttled login may be tried again (the answer's Retry-After), else null. */
export function loginRetryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return error.retryAfterSeconds;
}

export function useLogin() {
  return useMutation({ mutationFn: (credentials: LoginCredentials) => login(credentials) });
}
