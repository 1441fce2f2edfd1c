import { type Inbound, type InboundNoteRequest, inboundNoteRequestSchema } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { lockInbound } from './inbound.repository.ts';
import { moveInbound } from './move-inbound.ts';
import { presentInbound } from './present-inbound.ts';

type Deps = { db: Kysely<Database>; now: () => Date };

/**
 * `POST /api/fulfillment/inbound/{id}/cancel`: the customer withdraws an announcement while
 * nothing has reached the dock; once it arrived it is the warehouse's (409). Cancelling a
 * cancelled inbound answers it as it is.
 */
export async function cancelInbound(
  deps: Deps,
  customer: FulfillmentCustomer,
  id: string,
  body: InboundNoteRequest,
): Promise<Inbound> {
  const request = inboundNoteRequestSchema.parse(body);
  const scope = { teamId: customer.teamId, warehouseId: null };
  await transact(deps.db, async (trx) => {
    const row = await lockInbound(trx, id, scope);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'canceled') return;
    await moveInbound(trx, row, 'canceled', {
      note: request.note ?? null,
      actorId: customer.userId,
      now: deps.now(),
    });
  });
  return presentInbound(deps.db, id, scope);
}
