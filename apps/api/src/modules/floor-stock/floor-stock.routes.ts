import { stockAdjustRequestSchema, stockChangeResultSchema, stockMoveRequestSchema } from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import { floorCallerOf } from '../warehouses/warehouses.api.ts';
import { adjustFloorStock } from './adjust-floor-stock.ts';
import { moveFloorStock } from './move-floor-stock.ts';

const change = { access: ['worker', 'staff'], errors: ['INSUFFICIENT_STOCK'] } as const;
const tags = ['warehouse'];

/** The floor's own stock changes (registered under /api): counted differences and moves. */
export const floorStockRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/warehouse/stock/adjust',
    {
      config: change,
      schema: {
        tags,
        summary:
          'A counted difference at a location with its reason (+n found, −n missing; never below what orders reserved); found stock allocates waiting orders',
        body: stockAdjustRequestSchema,
        response: { 200: stockChangeResultSchema },
      },
    },
    async (request) => adjustFloorStock(deps, floorCallerOf(callerOf(request)), request.body, request.lang),
  );

  app.post(
    '/warehouse/stock/move',
    {
      config: change,
      schema: {
        tags,
        summary:
          'Move available stock between locations (putaway, replenishment); out of quarantine onto a shelf allocates waiting orders',
        body: stockMoveRequestSchema,
        response: { 200: stockChangeResultSchema },
      },
    },
    async (request) => moveFloorStock(deps, floorCallerOf(callerOf(request)), request.body, request.lang),
  );
};
