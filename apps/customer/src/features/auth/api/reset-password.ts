import type { ApiClient } from '@baro/client';
import type { ResetPasswordRequest } from '@baro/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';

/**
 * `POST /api/auth/reset/password {token, password}` → 204; every session of the user ends.
 * A used or outdated link answers 410 LINK_EXPIRED.
 */
export async function resetPassword(
  body: ResetPasswordRequest,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.post('shipping', '/auth/reset/password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordRequest) => resetPassword(body) });
}
