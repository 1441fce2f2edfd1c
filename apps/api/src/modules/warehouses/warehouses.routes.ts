import {
  idParamsSchema,
  updateWarehouseRequestSchema,
  warehouseListSchema,
  warehouseSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { staffActorOf } from '../../http/admin-audit.ts';
import { listWarehouses } from './get-warehouse.ts';
import { updateWarehouse } from './update-warehouse.ts';

const tags = ['fulfillment'];

/** Staff manage the warehouses (registered under /api/admin). */
export const adminWarehouseRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/warehouses',
    {
      config: { access: ['staff'] },
      schema: {
        tags,
        summary: 'Every warehouse with its address and cut-off',
        response: { 200: warehouseListSchema },
      },
    },
    async () => listWarehouses(deps.db),
  );

  app.patch(
    '/warehouses/:id',
    {
      config: { access: ['staff'], audit: 'warehouse.update' },
      schema: {
        tags,
        summary:
          "Change a warehouse's name, address, daily cut-off (HH:mm, Seoul), or the postal code, phone and default carrier its waybills carry",
        params: idParamsSchema,
        body: updateWarehouseRequestSchema,
        response: { 200: warehouseSchema },
      },
    },
    async (request) => updateWarehouse(deps, staffActorOf(request), request.params.id, request.body),
  );
};
