import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient } from '../api/create-api-client.ts';
import { useApiClient } from '../react/api-client-context.tsx';
import type { Session } from '../session/create-session.ts';

/** `POST /api/auth/logout {refreshToken}` → 204: the session's token family is revoked on the server. */
export async function logout(client: ApiClient, refreshToken: string): Promise<void> {
  await client.post('shipping', '/auth/logout', { refreshToken });
}

export interface SignOutSteps {
  /** Before the tokens go, e.g. leave a page that needs a session. */
  readonly beforeEnd?: () => unknown;
  /** After the tokens and the cache are gone, e.g. say so, shut the chat widget. */
  readonly afterEnd?: () => void;
}

/**
 * Logs out: revokes the session on the server (with the refresh token), then forgets the tokens
 * and every cached answer. The browser's session ends even when the server cannot be reached: a
 * user who asked to log out is logged out.
 */
export function useSignOut(
  session: Session,
  steps: SignOutSteps = {},
): { signOut: () => Promise<void>; signingOut: boolean } {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const revoke = useMutation({ mutationFn: (refreshToken: string) => logout(client, refreshToken) });
  const { mutateAsync } = revoke;
  const { beforeEnd, afterEnd } = steps;

  const signOut = useCallback(async () => {
    const refreshToken = session.refreshToken();
    if (refreshToken) {
      try {
        await mutateAsync(refreshToken);
      } catch {
        // Nothing to do: the tokens are forgotten below either way.
      }
    }
    await beforeEnd?.();
    session.end();
    queryClient.clear();
    afterEnd?.();
  }, [mutateAsync, queryClient, session, beforeEnd, afterEnd]);

  return { signOut, signingOut: revoke.isPending };
}
