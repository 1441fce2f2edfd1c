import type { PartnerMemberList } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { PartnerCaller } from '../../http/callers.ts';
import { findPartner, listPartnerUsers } from './partners.repository.ts';
import { presentPartnerMembers } from './partners.rules.ts';

/** `GET /api/partner/members`: the caller's partner and the people who sign in for it. */
export async function listPartnerMembers(
  deps: Pick<AppDeps, 'db'>,
  caller: PartnerCaller,
): Promise<PartnerMemberList> {
  const [partner, rows] = await Promise.all([
    findPartner(deps.db, caller.partnerId),
    listPartnerUsers(deps.db, caller.partnerId),
  ]);
  if (!partner) throw new AppError('NOT_FOUND');
  return { partner: { id: partner.id, name: partner.name }, items: presentPartnerMembers(rows) };
}
