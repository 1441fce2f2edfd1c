import {
  createWarehouseLocationRequestSchema,
  warehouseLocationListQuerySchema,
  warehouseLocationPageSchema,
  warehouseLocationSchema,
  warehouseMovementPageSchema,
  warehouseMovementQuerySchema,
  warehouseStockPageSchema,
  warehouseStockQuerySchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import { floorCallerOf } from '../warehouses/warehouses.api.ts';
import { createLocation } from './create-location.ts';
import { listLocations } from './list-locations.ts';
import { listWarehouseMovements } from './list-warehouse-movements.ts';
import { listWarehouseStock } from './list-warehouse-stock.ts';

const floor = { access: ['worker', 'staff'] } as const;
const tags = ['warehouse'];

/** Warehouse locations for the floor apps (registered under /api). */
export const warehouseLocationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/warehouse/locations',
    {
      config: floor,
      schema: {
        tags,
        summary: 'Locations of the worker’s warehouse by code, with the stock kept at each',
        querystring: warehouseLocationListQuerySchema,
        response: { 200: warehouseLocationPageSchema },
      },
    },
    async (request) => listLocations(deps.db, floorCallerOf(callerOf(request)), request.query),
  );

  app.post(
    '/warehouse/locations',
    {
      config: { ...floor, errors: ['CONFLICT'] },
      schema: {
        tags,
        summary: 'Add a location (zone-aisle-rack-level-bin)',
        body: createWarehouseLocationRequestSchema,
        response: { 201: warehouseLocationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createLocation(deps.db, floorCallerOf(callerOf(request)), request.body)),
  );

  app.get(
    '/warehouse/stock',
    {
      config: floor,
      schema: {
        tags,
        summary:
          'Stock in the worker’s warehouse (staff: all, or warehouseId) by SKU and location, filtered by location code or SKU',
        querystring: warehouseStockQuerySchema,
        response: { 200: warehouseStockPageSchema },
      },
    },
    async (request) => listWarehouseStock(deps.db, floorCallerOf(callerOf(request)), request.query),
  );

  app.get(
    '/warehouse/movements',
    {
      config: floor,
      schema: {
        tags,
        summary:
          'The ledger of the worker’s warehouse (staff: all, or warehouseId), newest first: per SKU and location, by kind, words of the reason and Seoul days',
        querystring: warehouseMovementQuerySchema,
        response: { 200: warehouseMovementPageSchema },
      },
    },
    async (request) => listWarehouseMovements(deps.db, floorCallerOf(callerOf(request)), request.query),
  );
};
