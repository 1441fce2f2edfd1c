import { type LoginResponse, loginRequestFor, loginResponseSchema } from '@baro/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';

export interface FloorCredentials {
  /** What the worker typed: a login id (`worker01`) or an e-mail address. */
  readonly identifier: string;
  readonly password: string;
}

/**
 * `POST /api/auth/login {loginId | email, password}` → `{accessToken, refreshToken, user}`.
 * Failures: 401 INVALID_CREDENTIALS (the same for a wrong id or password), 401 ACCOUNT_DISABLED,
 * 429 TOO_MANY_ATTEMPTS with Retry-After.
 */
export function login({ identifier, password }: FloorCredentials): Promise<LoginResponse> {
  return apiClient.post('shipping', '/auth/login', loginRequestFor(identifier, password), {
    schema: loginResponseSchema,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
