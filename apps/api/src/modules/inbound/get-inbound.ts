import type { Inbound } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { presentInbound } from './present-inbound.ts';

/** `GET /api/fulfillment/inbound/{id}`: one of the team's inbounds (another team's is 404). */
export function getInbound(
  db: Kysely<Database>,
  customer: FulfillmentCustomer,
  id: string,
): Promise<Inbound> {
  return presentInbound(db, id, { teamId: customer.teamId, warehouseId: null });
}

/** `GET /api/warehouse/inbound/{id}`: an inbound of the worker's warehouse (staff: any). */
export function getFloorInbound(db: Kysely<Database>, floor: FloorCaller, id: string): Promise<Inbound> {
  return presentInbound(db, id, { teamId: null, warehouseId: floor.warehouseId });
}
