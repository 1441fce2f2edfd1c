import { type Session, useSignOut as useKitSignOut } from '@baro/client';
import { session as appSession } from '../../lib/api.ts';

/**
 * Logs out (the kit's useSignOut: the session revoked on the server, the tokens and every cached
 * answer forgotten). RequireStaff sees the session end and sends the browser to the login page.
 */
export function useSignOut(session: Session = appSession): {
  signOut: () => Promise<void>;
  signingOut: boolean;
} {
  return useKitSignOut(session);
}
