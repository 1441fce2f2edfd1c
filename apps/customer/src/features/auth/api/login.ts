import type { ApiClient } from '@baro/client';
import { type LoginRequest, type LoginResponse, loginResponseSchema } from '@baro/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';

/**
 * `POST /api/auth/login {email | loginId, password}` → `{accessToken, refreshToken, user}`. Failures:
 * 401 INVALID_CREDENTIALS (same answer for a wrong address or password), 401 ACCOUNT_DISABLED,
 * 429 TOO_MANY_ATTEMPTS with Retry-After (`throttledForSeconds` of @baro/client).
 */
export function login(credentials: LoginRequest, client: ApiClient = apiClient): Promise<LoginResponse> {
  return client.post('shipping', '/auth/login', credentials, { schema: loginResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: (credentials: LoginRequest) => login(credentials) });
}
