import {
  type FulfillmentApplication,
  type FulfillmentApplicationListQuery,
  fulfillmentApplicationListQuerySchema,
  getPageCount,
  type Page,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findApplication, listApplicationRows } from './fulfillment-applications.repository.ts';
import { presentApplication } from './present-application.ts';

/** `GET /api/admin/fulfillment/applications?status=`: newest application first. */
export async function listFulfillmentApplications(
  db: Kysely<Database>,
  input: FulfillmentApplicationListQuery,
): Promise<Page<FulfillmentApplication>> {
  const query = fulfillmentApplicationListQuerySchema.parse(input);
  const { rows, total } = await listApplicationRows(
    db,
    { status: query.status },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  return {
    items: rows.map(presentApplication),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}

/** `GET /api/admin/fulfillment/applications/{id}`. */
export async function getFulfillmentApplicationById(
  db: Kysely<Database>,
  id: string,
): Promise<FulfillmentApplication> {
  const row = await findApplication(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentApplication(row);
}
