import {
  createWarehouseLocationRequestSchema,
  downloadLinkSchema,
  idParamsSchema,
  locationLabelsRequestSchema,
  updateWarehouseLocationRequestSchema,
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
import { downloadLocationLabels, setLocationActive, updateLocation } from './manage-location.ts';

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

  app.post(
    '/warehouse/locations/labels',
    {
      config: { ...floor, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Labels of these locations as one PDF (a 4×6 in label each: Code 128 of the code, the code big, the warehouse), as a download link; a location of another warehouse is not found',
        body: locationLabelsRequestSchema,
        response: { 200: downloadLinkSchema },
      },
    },
    async (request) => downloadLocationLabels(deps, floorCallerOf(callerOf(request)), request.body),
  );

  app.patch(
    '/warehouse/locations/:id',
    {
      config: { ...floor, errors: ['NOT_FOUND', 'CONFLICT', 'LOCATION_NOT_EMPTY', 'LOCATION_BUILT_IN'] },
      schema: {
        tags,
        summary:
          'Rename a location or change its kind (the kind only while it holds no stock); the built-in receiving, quarantine and outbound areas stay as they are',
        params: idParamsSchema,
        body: updateWarehouseLocationRequestSchema,
        response: { 200: warehouseLocationSchema },
      },
    },
    async (request) =>
      updateLocation(deps, floorCallerOf(callerOf(request)), request.params.id, request.body),
  );

  app.post(
    '/warehouse/locations/:id/deactivate',
    {
      config: { ...floor, errors: ['NOT_FOUND', 'LOCATION_NOT_EMPTY', 'LOCATION_BUILT_IN'] },
      schema: {
        tags,
        summary:
          'Deactivate a location: it takes no stock in until activated again. Refused while it holds stock (LOCATION_NOT_EMPTY); a repeat is harmless',
        params: idParamsSchema,
        response: { 200: warehouseLocationSchema },
      },
    },
    async (request) => setLocationActive(deps, floorCallerOf(callerOf(request)), request.params.id, false),
  );

  app.post(
    '/warehouse/locations/:id/activate',
    {
      config: { ...floor, errors: ['NOT_FOUND', 'LOCATION_BUILT_IN'] },
      schema: {
        tags,
        summary: 'Activate a deactivated location again (a repeat is harmless)',
        params: idParamsSchema,
        response: { 200: warehouseLocationSchema },
      },
    },
    async (request) => setLocationActive(deps, floorCallerOf(callerOf(request)), request.params.id, true),
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
