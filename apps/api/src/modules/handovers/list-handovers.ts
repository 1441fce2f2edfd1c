import {
  getPageCount,
  HANDOVER_STATUSES,
  type HandoverListQuery,
  type HandoverPage,
  handoverListQuerySchema,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { listHandoverRows } from './handovers.repository.ts';
import { presentHandoverHead } from './present-handover.ts';

/**
 * `GET /api/warehouse/handovers?status=&parcelCompany=&page=&size=`: the worker's warehouse's
 * manifests (staff: every warehouse's, or `warehouseId`'s), newest first, with how many there are
 * per status.
 */
export async function listHandovers(
  db: Kysely<Database>,
  floor: FloorCaller,
  input: HandoverListQuery,
): Promise<HandoverPage> {
  const query = handoverListQuerySchema.parse(input);
  const { rows, counts } = await listHandoverRows(
    db,
    {
      warehouseId: floor.warehouseId ?? query.warehouseId ?? null,
      status: query.status,
      parcelCompany: query.parcelCompany,
    },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  const perStatus = Object.fromEntries(HANDOVER_STATUSES.map((s) => [s, 0])) as HandoverPage['counts'];
  for (const c of counts) perStatus[c.status] = c.total;
  const total = query.status
    ? perStatus[query.status]
    : Object.values(perStatus).reduce((sum, n) => sum + n, 0);
  return {
    items: rows.map(presentHandoverHead),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
    counts: perStatus,
  };
}
