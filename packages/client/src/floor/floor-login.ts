import { type LoginResponse, loginRequestFor, loginResponseSchema } from '@baro/core';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../api/create-api-client.ts';
import { useApiClient } from '../react/api-client-context.tsx';

// The warehouse floor's login, shared by the desk (/warehouse/) and the handheld (/handheld/):
// a worker's login id (`worker01`) or an e-mail (who may use a floor app: floor-user.ts).

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
export function floorLogin(apiClient: ApiClient, credentials: FloorCredentials): Promise<LoginResponse> {
  return apiClient.post(
    'shipping',
    '/auth/login',
    loginRequestFor(credentials.identifier, credentials.password),
    {
      schema: loginResponseSchema,
    },
  );
}

/** The floor login as a mutation on the app's API client. */
export function useFloorLogin() {
  const apiClient = useApiClient();
  return useMutation({ mutationFn: (credentials: FloorCredentials) => floorLogin(apiClient, credentials) });
}
