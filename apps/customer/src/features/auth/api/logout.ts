import type { ApiClient } from '@baro/client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';

/** `POST /api/auth/logout {refreshToken}` → 204: the session's token family is revoked on the server. */
export async function logout(refreshToken: string, client: ApiClient = apiClient): Promise<void> {
  await client.post('shipping', '/auth/logout', { refreshToken });
}

export function useLogout() {
  return useMutation({ mutationFn: (refreshToken: string) => logout(refreshToken) });
}
