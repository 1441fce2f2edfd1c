import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/callers.ts';
import type { FileRow } from './files.repository.ts';
import type { FileActor, FileFacts } from './files.rules.ts';

/** The file actor behind a signed-in caller (tenancy from the token's account, never the request). */
export function fileActorOf(caller: Caller): FileActor {
  if (caller.kind === 'customer' && caller.teamId && caller.teamRole) {
    return { kind: 'customer', userId: caller.userId, teamId: caller.teamId, teamRole: caller.teamRole };
  }
  if (caller.kind === 'partner' && caller.partnerId) {
    return { kind: 'partner', userId: caller.userId, partnerId: caller.partnerId };
  }
  if (caller.kind === 'staff') return { kind: 'staff', userId: caller.userId };
  if (caller.kind === 'worker' && caller.warehouseId)
    return { kind: 'worker', userId: caller.userId, warehouseId: caller.warehouseId };
  throw new AppError('FORBIDDEN');
}

/** A non-member, known by the address the request came from. */
export function nonMemberActor(clientAddress: string): FileActor {
  return { kind: 'non_member', clientAddress };
}

export function fileFactsOf(row: FileRow): FileFacts {
  return {
    status: row.status,
    uploaderKind: row.uploader_kind,
    uploadedBy: row.uploaded_by,
    teamId: row.team_id,
    partnerId: row.partner_id,
    clientAddress: row.client_address,
  };
}
