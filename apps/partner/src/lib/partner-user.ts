import type { UserProfile } from '@baro/core';
import { createContext, useContext } from 'react';

/** The signed-in partner user (kind `partner`, with a partner), once the guard has let them in. */
export type PartnerUser = UserProfile & { readonly partner: NonNullable<UserProfile['partner']> };

export const PartnerUserContext = createContext<PartnerUser | null>(null);

/** The signed-in partner user; only under RequirePartner. */
export function usePartnerUser(): PartnerUser {
  const user = useContext(PartnerUserContext);
  if (!user) throw new Error('usePartnerUser is used outside RequirePartner');
  return user;
}

export const isPartnerUser = (user: UserProfile): user is PartnerUser =>
  user.kind === 'partner' && user.partner !== null;
