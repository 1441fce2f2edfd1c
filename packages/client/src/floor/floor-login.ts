import { type LoginResponse, loginRequestFor, loginResponseSchema, type UserProfile } from '@baro/core';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../api/create-api-client.ts';
import { useApiClient } from '../react/api-client-context.tsx';

// The warehouse floor's login, shared by the desk (/warehouse/) and the handheld (/handheld/):
// a worker's login id (`worker01`) or an e-mail, and who may use a floor app.

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

/**
 * Who may use the floor apps (issue 15): a warehouse worker (who sees only their warehouse; the
 * API scopes every call by the token) or Baro staff (every warehouse).
 */
export const isFloorUser = (user: UserProfile): boolean => user.kind === 'worker' || user.kind === 'staff';

/**
 * The app path of a `backTo` document address, when it is a page of the app served at `basename`
 * other than its login page (`/warehouse/orders?status=packed` → `/orders?status=packed`); null for
 * anything else, so logging in never leaves the app for an address someone put in the link.
 */
export function appPathWithin(
  basename: string,
  loginPath: string,
  backTo: string | null | undefined,
): string | null {
  if (typeof backTo !== 'string' || backTo.startsWith('//') || /[\\\s]/.test(backTo)) return null;
  if (backTo !== basename && !backTo.startsWith(`${basename}/`) && !backTo.startsWith(`${basename}?`))
    return null;
  const path = backTo.slice(basename.length) || '/';
  const appPath = path.startsWith('/') ? path : `/${path}`;
  if (appPath === loginPath || appPath.startsWith(`${loginPath}?`)) return null;
  return appPath;
}
