import type { ApiClient } from '@baro/client';
import { type SignupRequest, signupResponseSchema, type UserProfile } from '@baro/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';

/**
 * `POST /api/auth/signup` → 201 `{user}`: the new user is master of a new team. 409 EMAIL_TAKEN;
 * 400 VALIDATION_FAILED with a message per field.
 */
export async function signup(body: SignupRequest, client: ApiClient = apiClient): Promise<UserProfile> {
  const { user } = await client.post('shipping', '/auth/signup', body, { schema: signupResponseSchema });
  return user;
}

export function useSignup() {
  return useMutation({ mutationFn: (body: SignupRequest) => signup(body) });
}
