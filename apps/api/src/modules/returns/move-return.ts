import { returnStatusMachine } from '@baro/core';
import type { Transaction } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import type { ReturnStatusValue } from '../../db/schema-inbound.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueReturnEvent } from './return-events.ts';
import { insertReturnHistory, type ReturnRow, setReturnStatus } from './returns.repository.ts';

/**
 * Moves a locked return through core's state machine (409 INVALID_STATE_TRANSITION when it may
 * not), records the step and queues the team's `return.updated` webhook event with it.
 */
export async function moveReturn(
  trx: Transaction<Database>,
  row: ReturnRow,
  to: ReturnStatusValue,
  step: { note: string | null; actorId: string | null; now: Date },
): Promise<ReturnRow> {
  const refused = returnStatusMachine.error(row.status, to);
  if (refused) throw new AppError(refused);
  await setReturnStatus(trx, row.id, to, step.now);
  await insertReturnHistory(trx, {
    id: newId('rth'),
    returnId: row.id,
    status: to,
    note: step.note,
    actorId: step.actorId,
    at: step.now,
  });
  await enqueueReturnEvent(trx, { id: row.id, teamId: row.team_id, previousStatus: row.status }, step.now);
  return { ...row, status: to, updated_at: step.now };
}
