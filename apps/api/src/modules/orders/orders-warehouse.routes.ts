import {
  downloadLinkSchema,
  floorOrderSchema,
  idParamsSchema,
  orderListQuerySchema,
  orderPageSchema,
  packOrderRequestSchema,
  parcelLabelQuerySchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import { commandOf, idempotencyHeaders } from '../command-idempotency/command-idempotency.api.ts';
import { floorCallerOf } from '../warehouses/warehouses.api.ts';
import { downloadOrderLabels, downloadParcelLabel } from './download-parcel-label.ts';
import { getFloorOrder } from './get-order.ts';
import { listFloorOrders } from './list-orders.ts';
import { packOrder } from './pack-order.ts';
import { pickOrder } from './pick-order.ts';
import { shipOrder } from './ship-order.ts';

const floor = { access: ['worker', 'staff'] } as const;
const step = { ...floor, errors: ['NOT_FOUND', 'INVALID_STATE_TRANSITION'] } as const;
const tags = ['warehouse'];

/** The warehouse floor's side of shipping orders (registered under /api): a worker's own warehouse, staff every one. */
export const warehouseOrderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/warehouse/orders',
    {
      config: floor,
      schema: {
        tags,
        summary:
          'Orders of the worker’s warehouse (status=allocated: the ones to pick), with counts per status',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema },
      },
    },
    async (request) => listFloorOrders(deps.db, floorCallerOf(callerOf(request)), request.query),
  );

  app.get(
    '/warehouse/orders/:id',
    {
      config: { ...floor, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'An order with its picking list (allocations by location) and the pick wave that holds it',
        params: idParamsSchema,
        response: { 200: floorOrderSchema },
      },
    },
    async (request) => getFloorOrder(deps.db, floorCallerOf(callerOf(request)), request.params.id),
  );

  app.get(
    '/warehouse/orders/:id/label',
    {
      config: { ...floor, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'A parcel’s 4×6 in shipping label by its waybill: PDF, or ZPL / PNG at 203 or 300 dpi for the thermal printer, as a download link',
        params: idParamsSchema,
        querystring: parcelLabelQuerySchema,
        response: { 200: downloadLinkSchema },
      },
    },
    async (request) =>
      downloadParcelLabel(
        deps,
        { floor: floorCallerOf(callerOf(request)) },
        request.params.id,
        request.query,
      ),
  );

  app.get(
    '/warehouse/orders/:id/labels',
    {
      config: { ...floor, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Every parcel’s 4×6 in shipping label of the order in one PDF, a page per box in box order, as a download link (the packing station without a print agent)',
        params: idParamsSchema,
        response: { 200: downloadLinkSchema },
      },
    },
    async (request) =>
      downloadOrderLabels(deps, { floor: floorCallerOf(callerOf(request)) }, request.params.id),
  );

  app.post(
    '/warehouse/orders/:id/pick',
    {
      config: { ...step, errors: [...step.errors, 'ORDER_IN_WAVE'] },
      schema: {
        tags,
        summary:
          'Start picking an allocated order: its stock moves to the outbound area (a repeat is harmless). An order an open, released or picking wave holds is refused with ORDER_IN_WAVE until the wave is cancelled',
        params: idParamsSchema,
        response: { 200: floorOrderSchema },
      },
    },
    async (request) => pickOrder(deps, floorCallerOf(callerOf(request)), request.params.id),
  );

  app.post(
    '/warehouse/orders/:id/pack',
    {
      config: {
        ...step,
        errors: [
          ...step.errors,
          'CONFLICT',
          'PACK_SCAN_MISMATCH',
          'WAYBILL_REFUSED',
          'CARRIER_UNAVAILABLE',
          'IDEMPOTENCY_KEY_REUSED',
        ],
      },
      schema: {
        tags,
        summary:
          'Pack a picked order into parcels, one per box (each with its box and, when split, what went into it): waybills typed, or issued by the parcel’s (else the warehouse’s, else CJ대한통운) carrier; parcels followed from now on. The packing station’s scanned items, and the boxes’ items together, must equal the order’s lines; a retry with the same Idempotency-Key answers the first answer',
        headers: idempotencyHeaders,
        params: idParamsSchema,
        body: packOrderRequestSchema,
        response: { 200: floorOrderSchema },
      },
    },
    async (request) => {
      const floorCaller = floorCallerOf(callerOf(request));
      return packOrder(deps, floorCaller, request.params.id, request.body, request.lang, (asked) =>
        commandOf(request, floorCaller.userId, 'warehouse.orders.pack', asked),
      );
    },
  );

  app.post(
    '/warehouse/orders/:id/ship',
    {
      config: step,
      schema: {
        tags,
        summary: 'Hand a packed order to the carrier: its stock leaves the warehouse',
        params: idParamsSchema,
        response: { 200: floorOrderSchema },
      },
    },
    async (request) => shipOrder(deps, floorCallerOf(callerOf(request)), request.params.id),
  );
};
