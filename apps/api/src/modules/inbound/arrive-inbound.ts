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
 * `POST /api/warehouse/inbound/{id}/arrive`: the boxes are at the dock. Repeating it on an inbound
 * that already arrived (or is being received) changes nothing; a closed one is 409.
 */
export async function arriveInbound(
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
    if (row.status === 'arrived' || row.status === 'receiving') return;
    await moveInbound(trx, row, 'arrived', {
      note: request.note ?? null,
      actorId: floor.userId,
      now: deps.now(),
    });
  });
  return presentInbound(deps.db, id, scope);
}
