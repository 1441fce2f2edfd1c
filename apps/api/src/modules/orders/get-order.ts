import type { FloorOrder, ShippingOrder } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { type FloorCaller, floorSees } from '../warehouses/warehouses.api.ts';
import { findOrderRow } from './orders.repository.ts';
import { presentFloorOrder, presentOrder } from './present-order.ts';

/** `GET /api/fulfillment/orders/{id}`: the team's order; another team's is 404. */
export async function getOrder(
  db: Kysely<Database>,
  customer: FulfillmentCustomer,
  id: string,
): Promise<ShippingOrder> {
  const row = await findOrderRow(db, id);
  if (!row || row.team_id !== customer.teamId) throw new AppError('NOT_FOUND');
  return presentOrder(db, row);
}

/**
 * `GET /api/warehouse/orders/{id}`: an order of the worker's warehouse (staff: any), with the wave
 * that holds it; else 404.
 */
export async function getFloorOrder(
  db: Kysely<Database>,
  floor: FloorCaller,
  id: string,
): Promise<FloorOrder> {
  const row = await findOrderRow(db, id);
  if (!row || !floorSees(floor, row.warehouse_id)) throw new AppError('NOT_FOUND');
  return presentFloorOrder(db, row);
}
