import {
  createInboundRequestSchema,
  downloadLinkSchema,
  idParamsSchema,
  inboundListQuerySchema,
  inboundNoteRequestSchema,
  inboundPageSchema,
  inboundSchema,
  receiveInboundRequestSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import { commandOf, idempotencyHeaders } from '../command-idempotency/command-idempotency.api.ts';
import { approvedCustomerOf } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { floorCallerOf } from '../warehouses/warehouses.api.ts';
import { arriveInbound } from './arrive-inbound.ts';
import { cancelInbound } from './cancel-inbound.ts';
import { completeInbound } from './complete-inbound.ts';
import { createInbound } from './create-inbound.ts';
import { downloadBoxLabels } from './download-box-labels.ts';
import { getFloorInbound, getInbound } from './get-inbound.ts';
import { listFloorInbound, listInbound } from './list-inbound.ts';
import { receiveInbound } from './receive-inbound.ts';

const customer = { access: ['customer'], errors: ['FULFILLMENT_NOT_APPROVED'] } as const;
const floor = { access: ['worker', 'staff'] } as const;

/** The customer's inbounds (registered under /api/fulfillment). */
export const inboundRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['fulfillment'];
  const approved = (request: Parameters<typeof callerOf>[0]) =>
    approvedCustomerOf(deps.db, callerOf(request));

  app.get(
    '/inbound',
    {
      config: customer,
      schema: {
        tags,
        summary: "The team's inbounds, newest first, with how many there are per status",
        querystring: inboundListQuerySchema,
        response: { 200: inboundPageSchema },
      },
    },
    async (request) => listInbound(deps.db, await approved(request), request.query),
  );

  app.post(
    '/inbound',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Announce an inbound (입고): the SKUs and quantities, the expected day and the boxes',
        body: createInboundRequestSchema,
        response: { 201: inboundSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createInbound(deps, await approved(request), request.body, request.lang)),
  );

  app.get(
    '/inbound/:id',
    {
      config: customer,
      schema: {
        tags,
        summary: 'An inbound: lines expected and received, receipts, discrepancies and status history',
        params: idParamsSchema,
        response: { 200: inboundSchema },
      },
    },
    async (request) => getInbound(deps.db, await approved(request), request.params.id),
  );

  app.get(
    '/inbound/:id/box-labels',
    {
      config: customer,
      schema: {
        tags,
        summary: 'The box labels as one PDF, a 4×6 in label per box (Code 128 of the box code, Hangul text)',
        params: idParamsSchema,
        response: { 200: downloadLinkSchema },
      },
    },
    async (request) => downloadBoxLabels(deps, await approved(request), request.params.id),
  );

  app.post(
    '/inbound/:id/cancel',
    {
      config: { ...customer, errors: [...customer.errors, 'INVALID_STATE_TRANSITION'] },
      schema: {
        tags,
        summary: 'Withdraw an inbound that has not arrived',
        params: idParamsSchema,
        body: inboundNoteRequestSchema,
        response: { 200: inboundSchema },
      },
    },
    async (request) => cancelInbound(deps, await approved(request), request.params.id, request.body),
  );
};

/** Inbound on the warehouse floor (registered under /api): the worker's warehouse, staff every one. */
export const warehouseInboundRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['warehouse'];
  const transition = { ...floor, errors: ['INVALID_STATE_TRANSITION'] } as const;

  app.get(
    '/warehouse/inbound',
    {
      config: floor,
      schema: {
        tags,
        summary: "Inbounds of the worker's warehouse; q takes an inbound number or a scanned box code",
        querystring: inboundListQuerySchema,
        response: { 200: inboundPageSchema },
      },
    },
    async (request) => listFloorInbound(deps.db, floorCallerOf(callerOf(request)), request.query),
  );

  app.get(
    '/warehouse/inbound/:id',
    {
      config: floor,
      schema: {
        tags,
        summary: 'An inbound of the warehouse with its lines, receipts and discrepancies',
        params: idParamsSchema,
        response: { 200: inboundSchema },
      },
    },
    async (request) => getFloorInbound(deps.db, floorCallerOf(callerOf(request)), request.params.id),
  );

  app.post(
    '/warehouse/inbound/:id/arrive',
    {
      config: transition,
      schema: {
        tags,
        summary: 'The boxes are at the dock (repeating it changes nothing)',
        params: idParamsSchema,
        body: inboundNoteRequestSchema,
        response: { 200: inboundSchema },
      },
    },
    async (request) => arriveInbound(deps, floorCallerOf(callerOf(request)), request.params.id, request.body),
  );

  app.post(
    '/warehouse/inbound/:id/receive',
    {
      config: { ...floor, errors: ['INVALID_STATE_TRANSITION', 'IDEMPOTENCY_KEY_REUSED'] },
      schema: {
        tags,
        summary:
          'Receive counted quantities into stock (a location, or the receiving dock); partial receipts allowed, over and short kept as discrepancies; a retry with the same Idempotency-Key answers the first answer',
        headers: idempotencyHeaders,
        params: idParamsSchema,
        body: receiveInboundRequestSchema,
        response: { 200: inboundSchema },
      },
    },
    async (request) => {
      const floor = floorCallerOf(callerOf(request));
      const { id } = request.params;
      const command = commandOf(request, floor.userId, 'warehouse.inbound.receive', {
        id,
        body: request.body,
      });
      return receiveInbound(deps, floor, id, request.body, request.lang, command);
    },
  );

  app.post(
    '/warehouse/inbound/:id/complete',
    {
      config: transition,
      schema: {
        tags,
        summary: 'Close the inbound with what was counted; what is missing is kept as a short discrepancy',
        params: idParamsSchema,
        body: inboundNoteRequestSchema,
        response: { 200: inboundSchema },
      },
    },
    async (request) =>
      completeInbound(deps, floorCallerOf(callerOf(request)), request.params.id, request.body),
  );
};
