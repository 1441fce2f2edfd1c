import {
  type GroupSku,
  type GroupSkuListQuery,
  getPageCount,
  groupSkuListQuerySchema,
  type Page,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { presentGroupSkus } from './present-group-sku.ts';
import { listGroupRows } from './skus.repository.ts';

/** `GET /api/fulfillment/group?q=&status=`: the team's kits in use (or withdrawn ones), newest first, with what they can make. */
export async function listGroupSkus(
  db: Kysely<Database>,
  customer: FulfillmentCustomer,
  input: GroupSkuListQuery,
): Promise<Page<GroupSku>> {
  const query = groupSkuListQuerySchema.parse(input);
  const { rows, total } = await listGroupRows(
    db,
    { teamId: customer.teamId, q: query.q?.trim() || undefined, withdrawn: query.status === 'withdrawn' },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  return {
    items: await presentGroupSkus(db, rows),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}
