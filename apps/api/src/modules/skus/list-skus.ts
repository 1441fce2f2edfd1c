import { getPageCount, type Page, type SkuListItem, type SkuListQuery, skuListQuerySchema } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { presentSku } from './present-sku.ts';
import { listSkuRows } from './skus.repository.ts';

/** `GET /api/fulfillment/sku?q=&sort=&lowStock=`: the team's SKUs with their stock, one page. */
export async function listSkus(
  db: Kysely<Database>,
  customer: FulfillmentCustomer,
  input: SkuListQuery,
): Promise<Page<SkuListItem>> {
  const query = skuListQuerySchema.parse(input);
  const { rows, total } = await listSkuRows(
    db,
    {
      teamId: customer.teamId,
      q: query.q?.trim() || undefined,
      lowStock: query.lowStock === 'true',
      sort: query.sort,
    },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  return {
    items: rows.map((row) => ({
      ...presentSku(row),
      stock: { onHand: row.on_hand, reserved: row.reserved, available: row.available },
    })),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}
