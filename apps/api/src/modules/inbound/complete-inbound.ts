import { type Inbound, type InboundNoteRequest, inboundNoteRequestSchema } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { lockInbound } from './inbound.repository.ts';
import { moveInbound } from './move-inbound.ts';
import { presentInbound } from './present-inbound.ts';

type Deps = { db: Kysely<Database>; now: () => Date };

/**
 * `POST /api/warehouse/inbound/{id}/complete`: the worker closes an inbound that arrived with what
 * was counted; whatever is still missing becomes a `short` discrepancy. (An inbound whose every
 * line is received exactly closes itself on that receipt.) Completing a completed one changes nothing.
 */
export async function completeInbound(
  deps: Deps,
  floor: FloorCaller,
  id: string,
  body: InboundNoteRequest,
): Promise<Inbound> {
  const request = inboundNoteRequestSchema.parse(body);
  const scope = { teamId: null, warehouseId: floor.warehouseId };
  await transact(deps.db, async (trx) => {
    const row = await lockInbound(trx, id, scope);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'completed') return;
    await moveInbound(trx, row, 'completed', {
      note: request.note ?? null,
      actorId: floor.userId,
      now: deps.now(),
    });
  });
  return presentInbound(deps.db, id, scope);
}
