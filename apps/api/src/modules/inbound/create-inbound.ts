import {
  addCalendarDays,
  type CreateInboundRequest,
  createInboundRequestSchema,
  fulfillmentMessage,
  type Inbound,
  type Language,
  MAX_INBOUND_LEAD_DAYS,
  seoulToday,
} from '@baro/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { insertHistory, insertInbound, teamSkuIds } from './inbound.repository.ts';
import { nextInboundNo } from './inbound-number.ts';
import { presentInbound } from './present-inbound.ts';

type Deps = { db: Kysely<Database>; now: () => Date };

/**
 * `POST /api/fulfillment/inbound` → 201: the team announces what reaches its warehouse and when
 * (a Seoul day from today to 90 days ahead). Every SKU must be the team's; another team's is as
 * unknown as a made-up id.
 */
export async function createInbound(
  deps: Deps,
  customer: FulfillmentCustomer,
  body: CreateInboundRequest,
  lang: Language,
): Promise<Inbound> {
  const request = createInboundRequestSchema.parse(body);
  const now = deps.now();
  const today = seoulToday(now);
  const fields: Record<string, string> = {};
  if (request.expectedDate < today) fields.expectedDate = fulfillmentMessage(lang, 'expectedDatePast');
  else if (request.expectedDate > addCalendarDays(today, MAX_INBOUND_LEAD_DAYS))
    fields.expectedDate = fulfillmentMessage(lang, 'expectedDateFar');
  const id = newId('inb');
  await transact(deps.db, async (trx) => {
    const known = await teamSkuIds(
      trx,
      customer.teamId,
      request.items.map((item) => item.skuId),
    );
    request.items.forEach((item, index) => {
      if (!known.has(item.skuId)) fields[`items.${index}.skuId`] = fulfillmentMessage(lang, 'unknownSku');
    });
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
    await insertInbound(
      trx,
      {
        id,
        inboundNo: await nextInboundNo(trx, now),
        teamId: customer.teamId,
        warehouseId: customer.warehouseId,
        expectedDate: request.expectedDate,
        boxes: request.boxes ?? 1,
        memo: request.memo ?? null,
        createdBy: customer.userId,
        now,
      },
      request.items,
    );
    await insertHistory(trx, {
      id: newId('ibh'),
      inboundId: id,
      status: 'requested',
      note: null,
      actorId: customer.userId,
      at: now,
    });
  });
  return presentInbound(deps.db, id, { teamId: customer.teamId, warehouseId: null });
}
