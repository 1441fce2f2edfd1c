import { inboundStatusMachine } from '@baro/core';
import type { Transaction } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import type { InboundStatusValue } from '../../db/schema-inbound.ts';
import { AppError } from '../../http/app-error.ts';
import { type InboundRow, insertHistory, setInboundStatus } from './inbound.repository.ts';

/**
 * Moves a locked inbound to `to` through core's state machine (409 INVALID_STATE_TRANSITION when
 * it may not) and records the step in its history. Answers the row as it now is.
 */
export async function moveInbound(
  trx: Transaction<Database>,
  row: InboundRow,
  to: InboundStatusValue,
  step: { note: string | null; actorId: string | null; now: Date },
): Promise<InboundRow> {
  const refused = inboundStatusMachine.error(row.status, to);
  if (refused) throw new AppError(refused);
  await setInboundStatus(trx, row.id, to, step.now);
  await insertHistory(trx, {
    id: newId('ibh'),
    inboundId: row.id,
    status: to,
    note: step.note,
    actorId: step.actorId,
    at: step.now,
  });
  return { ...row, status: to, updated_at: step.now };
}
