import {
  adminCreateWarehouseLocationRequestSchema,
  adminStockPageSchema,
  adminStockQuerySchema,
  adminWarehouseLocationListQuerySchema,
  idParamsSchema,
  warehouseLocationPageSchema,
  warehouseLocationSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { staffActorOf } from '../../http/admin-audit.ts';
import { callerOf } from '../../http/callers.ts';
import { addLocationByStaff } from './add-location-by-staff.ts';
import { listLocationsByStaff } from './list-locations-by-staff.ts';
import { listStockByStaff } from './list-stock-by-staff.ts';

const tags = ['fulfillment'];

/** Staff manage every warehouse's locations (registered under /api/admin). */
export const adminInventoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/warehouses/:id/locations',
    {
      config: { access: ['staff'] },
      schema: {
        tags,
        summary: "A warehouse's locations by code, with the stock kept at each",
        params: idParamsSchema,
        querystring: adminWarehouseLocationListQuerySchema,
        response: { 200: warehouseLocationPageSchema },
      },
    },
    async (request) =>
      listLocationsByStaff(deps.db, callerOf(request).userId, request.params.id, request.query),
  );

  app.post(
    '/warehouses/:id/locations',
    {
      config: { access: ['staff'], audit: 'warehouse.location.create', errors: ['CONFLICT'] },
      schema: {
        tags,
        summary: 'Add a location (zone-aisle-rack-level-bin) to a warehouse',
        params: idParamsSchema,
        body: adminCreateWarehouseLocationRequestSchema,
        response: { 201: warehouseLocationSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addLocationByStaff(deps, staffActorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/stock',
    {
      config: { access: ['staff'] },
      schema: {
        tags,
        summary:
          "Every team's stock by location; filter by warehouse, team, SKU name or barcode, location code",
        querystring: adminStockQuerySchema,
        response: { 200: adminStockPageSchema },
      },
    },
    async (request) => listStockByStaff(deps.db, request.query),
  );
};
