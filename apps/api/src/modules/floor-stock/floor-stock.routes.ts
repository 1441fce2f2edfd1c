import {
  adminStockAdjustRequestSchema,
  stockAdjustRequestSchema,
  stockChangeResultSchema,
  stockCountRequestSchema,
  stockCountResultSchema,
  stockMoveRequestSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { staffActorOf } from '../../http/admin-audit.ts';
import { callerOf } from '../../http/callers.ts';
import { commandOf, idempotencyHeaders } from '../command-idempotency/command-idempotency.api.ts';
import { floorCallerOf } from '../warehouses/warehouses.api.ts';
import { adjustFloorStock } from './adjust-floor-stock.ts';
import { adjustStockByStaff } from './adjust-stock-by-staff.ts';
import { countFloorStock } from './count-floor-stock.ts';
import { moveFloorStock } from './move-floor-stock.ts';

const change = {
  access: ['worker', 'staff'],
  errors: ['INSUFFICIENT_STOCK', 'IDEMPOTENCY_KEY_REUSED', 'NOT_FOUND'],
} as const;
const tags = ['warehouse'];

/** The floor's own stock changes (registered under /api): counted differences, counts and moves. */
export const floorStockRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/warehouse/stock/adjust',
    {
      config: change,
      schema: {
        tags,
        summary:
          'A counted difference at a location with its reason (+n found, −n missing; never below what orders reserved); found stock allocates waiting orders; a retry with the same Idempotency-Key answers the first answer',
        headers: idempotencyHeaders,
        body: stockAdjustRequestSchema,
        response: { 200: stockChangeResultSchema },
      },
    },
    async (request) => {
      const floor = floorCallerOf(callerOf(request));
      const command = commandOf(request, floor.userId, 'warehouse.stock.adjust', request.body);
      return adjustFloorStock(deps, floor, request.body, request.lang, command);
    },
  );

  app.post(
    '/warehouse/stock/count',
    {
      config: { ...change, errors: [...change.errors, 'COUNT_SUPERSEDED'] },
      schema: {
        tags,
        summary:
          'Set what was counted of a SKU at a location, as of countedAt: the balance becomes the count plus what the ledger moved there since (one conditional statement, its adjust movement with the reason), so a count replayed late applies no stale difference; never below what orders reserved; an older count than one recorded there is COUNT_SUPERSEDED; a retry with the same Idempotency-Key answers the first answer',
        headers: idempotencyHeaders,
        body: stockCountRequestSchema,
        response: { 200: stockCountResultSchema },
      },
    },
    async (request) => {
      const floor = floorCallerOf(callerOf(request));
      const command = commandOf(request, floor.userId, 'warehouse.stock.count', request.body);
      return countFloorStock(deps, floor, request.body, request.lang, command);
    },
  );

  app.post(
    '/warehouse/stock/move',
    {
      config: change,
      schema: {
        tags,
        summary:
          'Move available stock between locations (putaway, replenishment); out of quarantine onto a shelf allocates waiting orders; a retry with the same Idempotency-Key answers the first answer',
        headers: idempotencyHeaders,
        body: stockMoveRequestSchema,
        response: { 200: stockChangeResultSchema },
      },
    },
    async (request) => {
      const floor = floorCallerOf(callerOf(request));
      const command = commandOf(request, floor.userId, 'warehouse.stock.move', request.body);
      return moveFloorStock(deps, floor, request.body, request.lang, command);
    },
  );
};

/**
 * Staff's counted differences at any warehouse (registered under /api/admin): the floor's
 * adjustment with the staff audit, so found stock allocates waiting orders here too.
 */
export const adminFloorStockRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/stock/adjust',
    {
      config: { access: ['staff'], audit: 'inventory.adjust', errors: ['INSUFFICIENT_STOCK'] },
      schema: {
        tags: ['fulfillment'],
        summary:
          'Record a counted difference at a location (+n found, −n missing) with its reason; found stock allocates waiting orders',
        body: adminStockAdjustRequestSchema,
        response: { 200: stockChangeResultSchema },
      },
    },
    async (request) => adjustStockByStaff(deps, staffActorOf(request), request.body, request.lang),
  );
};
