import type { ApiClient } from '@baro/client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';

/** The body of `PUT /api/users/me/password` (@baro/core changePasswordRequestSchema). */
export interface ChangePasswordRequest {
  readonly currentPassword: string;
  readonly newPassword: string;
}

/**
 * `PUT /api/users/me/password` → 204. A wrong current password answers 400 WRONG_PASSWORD; the
 * user's other sessions end, this one stays.
 */
export async function changePassword(
  body: ChangePasswordRequest,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.put('shipping', '/users/me/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordRequest) => changePassword(body) });
}
