import type { Return } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { presentReturn } from './present-return.ts';

/** `GET /api/fulfillment/returns/{id}`: one of the team's returns (another team's is 404). */
export function getReturn(db: Kysely<Database>, customer: FulfillmentCustomer, id: string): Promise<Return> {
  return presentReturn(db, id, { teamId: customer.teamId, warehouseId: null });
}

/** `GET /api/warehouse/returns/{id}`: a return of the worker's warehouse (staff: any). */
export function getFloorReturn(db: Kysely<Database>, floor: FloorCaller, id: string): Promise<Return> {
  return presentReturn(db, id, { teamId: null, warehouseId: floor.warehouseId });
}
