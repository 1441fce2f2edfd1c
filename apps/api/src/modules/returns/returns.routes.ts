import {
  createReturnRequestSchema,
  idParamsSchema,
  inspectReturnRequestSchema,
  parcelRefSchema,
  parcelTrackingSchema,
  returnInspectionListSchema,
  returnListQuerySchema,
  returnNoteRequestSchema,
  returnPageSchema,
  returnPickupRequestSchema,
  returnSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import { approvedCustomerOf } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { floorCallerOf } from '../warehouses/warehouses.api.ts';
import { arriveReturn, cancelReturn, completeReturn } from './change-return-status.ts';
import { createReturn } from './create-return.ts';
import { getFloorReturn, getReturn } from './get-return.ts';
import { getReturnParcelTracking } from './get-return-parcel-tracking.ts';
import { inspectReturn } from './inspect-return.ts';
import { listReturnInspections } from './list-return-inspections.ts';
import { listFloorReturns, listReturns } from './list-returns.ts';
import { pickupReturn } from './pickup-return.ts';

const customer = { access: ['customer'], errors: ['FULFILLMENT_NOT_APPROVED'] } as const;
const floor = { access: ['worker', 'staff'] } as const;
const transition = { ...floor, errors: ['INVALID_STATE_TRANSITION'] } as const;

/** The customer's returns (registered under /api/fulfillment). */
export const returnRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['fulfillment'];
  const approved = (request: Parameters<typeof callerOf>[0]) =>
    approvedCustomerOf(deps.db, callerOf(request));

  app.get(
    '/returns',
    {
      config: customer,
      schema: {
        tags,
        summary: "The team's returns, newest first, with how many there are per status",
        querystring: returnListQuerySchema,
        response: { 200: returnPageSchema },
      },
    },
    async (request) => listReturns(deps.db, await approved(request), request.query),
  );

  app.get(
    '/returning/user/tracking/parcel',
    {
      config: { ...customer, errors: [...customer.errors, 'NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'The tracking of the collection parcel of one of the team’s returns (carrier status and events, Seoul times); another’s or unknown is 404',
        querystring: parcelRefSchema,
        response: { 200: parcelTrackingSchema },
      },
    },
    async (request) => getReturnParcelTracking(deps, await approved(request), request.query),
  );

  app.post(
    '/returns',
    {
      config: { ...customer, errors: [...customer.errors, 'RETURN_NOT_ALLOWED', 'NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Ask items of a shipped order back (반품): a kit comes back as its components, at most what shipped and was not returned',
        body: createReturnRequestSchema,
        response: { 201: returnSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createReturn(deps, await approved(request), request.body, request.lang)),
  );

  app.get(
    '/returns/:id',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'A return: items with what inspection decided, the pickup address and parcel, status history',
        params: idParamsSchema,
        response: { 200: returnSchema },
      },
    },
    async (request) => getReturn(deps.db, await approved(request), request.params.id),
  );

  app.get(
    '/returns/:id/inspections',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'What inspection recorded for the return: each line’s SKU, quantity, outcome, location, note and time',
        params: idParamsSchema,
        response: { 200: returnInspectionListSchema },
      },
    },
    async (request) => {
      const { teamId } = await approved(request);
      return listReturnInspections(deps.db, { teamId, warehouseId: null }, request.params.id);
    },
  );

  app.post(
    '/returns/:id/cancel',
    {
      config: { ...customer, errors: [...customer.errors, 'INVALID_STATE_TRANSITION'] },
      schema: {
        tags,
        summary: 'Withdraw a return the carrier has not picked up',
        params: idParamsSchema,
        body: returnNoteRequestSchema,
        response: { 200: returnSchema },
      },
    },
    async (request) => cancelReturn(deps, await approved(request), request.params.id, request.body.note),
  );
};

/** Returns on the warehouse floor (registered under /api): the worker's warehouse, staff every one. */
export const warehouseReturnRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['warehouse'];
  const floorOf = (request: Parameters<typeof callerOf>[0]) => floorCallerOf(callerOf(request));

  app.get(
    '/warehouse/returns',
    {
      config: floor,
      schema: {
        tags,
        summary: "Returns coming to the worker's warehouse; q takes a return or order number or a waybill",
        querystring: returnListQuerySchema,
        response: { 200: returnPageSchema },
      },
    },
    async (request) => listFloorReturns(deps.db, floorOf(request), request.query),
  );

  app.get(
    '/warehouse/returns/:id',
    {
      config: floor,
      schema: {
        tags,
        summary: 'A return of the warehouse with its items and history',
        params: idParamsSchema,
        response: { 200: returnSchema },
      },
    },
    async (request) => getFloorReturn(deps.db, floorOf(request), request.params.id),
  );

  app.get(
    '/warehouse/returns/:id/inspections',
    {
      config: floor,
      schema: {
        tags,
        summary: 'What inspection recorded for a return of the warehouse, line by line',
        params: idParamsSchema,
        response: { 200: returnInspectionListSchema },
      },
    },
    async (request) =>
      listReturnInspections(
        deps.db,
        { teamId: null, warehouseId: floorOf(request).warehouseId },
        request.params.id,
      ),
  );

  app.post(
    '/warehouse/returns/:id/pickup',
    {
      config: { ...floor, errors: ['INVALID_STATE_TRANSITION', 'WAYBILL_REFUSED', 'CARRIER_UNAVAILABLE'] },
      schema: {
        tags,
        summary:
          'The carrier collects a requested return (in transit): a waybill typed with its carrier, or a return waybill issued (the chosen carrier, else the warehouse’s, else CJ대한통운); repeating it changes nothing',
        params: idParamsSchema,
        body: returnPickupRequestSchema,
        response: { 200: returnSchema },
      },
    },
    async (request) => pickupReturn(deps, floorOf(request), request.params.id, request.body, request.lang),
  );

  app.post(
    '/warehouse/returns/:id/arrive',
    {
      config: transition,
      schema: {
        tags,
        summary: 'The returned parcel is at the dock (repeating it changes nothing)',
        params: idParamsSchema,
        body: returnNoteRequestSchema,
        response: { 200: returnSchema },
      },
    },
    async (request) => arriveReturn(deps, floorOf(request), request.params.id, request.body.note),
  );

  app.post(
    '/warehouse/returns/:id/inspect',
    {
      config: {
        ...transition,
        errors: [
          ...transition.errors,
          'FILE_ALREADY_BOUND',
          'FILE_NOT_UPLOADED',
          'FILE_SIZE_MISMATCH',
          'FILE_CONTENT_MISMATCH',
        ],
      },
      schema: {
        tags,
        summary:
          'Inspect every returned unit: restock (sellable again, waiting orders allocated), quarantine or dispose, each a ledger movement; each line may carry photos (the caller’s pending uploads), bound to its inspection record',
        params: idParamsSchema,
        body: inspectReturnRequestSchema,
        response: { 200: returnSchema },
      },
    },
    async (request) => inspectReturn(deps, floorOf(request), request.params.id, request.body, request.lang),
  );

  app.post(
    '/warehouse/returns/:id/complete',
    {
      config: transition,
      schema: {
        tags,
        summary: 'Close an inspected return',
        params: idParamsSchema,
        body: returnNoteRequestSchema,
        response: { 200: returnSchema },
      },
    },
    async (request) => completeReturn(deps, floorOf(request), request.params.id, request.body.note),
  );
};
