import {
  cancelOrdersRequestSchema,
  cancelOrdersResultSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  downloadLinkSchema,
  fulfillmentImportRequestSchema,
  idParamsSchema,
  orderImportResultSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderSchema,
  parcelLabelQuerySchema,
  parcelRefSchema,
  parcelTrackingSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import { idempotencyHeaders, idempotencyKeyOf } from '../command-idempotency/command-idempotency.api.ts';
import { approvedCustomerOf } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { cancelOrders } from './cancel-orders.ts';
import { createOrder } from './create-order.ts';
import { downloadParcelLabel } from './download-parcel-label.ts';
import { getOrder } from './get-order.ts';
import { getOrderParcelTracking } from './get-order-parcel-tracking.ts';
import { importOrders, orderImportReport } from './import-orders.ts';
import { listTeamOrders } from './list-orders.ts';
import { orderTemplate } from './order-template.ts';

const customer = { access: ['customer'], errors: ['FULFILLMENT_NOT_APPROVED'] } as const;
const tags = ['fulfillment'];

/** The customer's shipping orders (출고) and cancels (registered under /api/fulfillment). */
export const orderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const approved = (request: Parameters<typeof callerOf>[0]) =>
    approvedCustomerOf(deps.db, callerOf(request));

  app.post(
    '/orders',
    {
      config: { ...customer, errors: [...customer.errors, 'IDEMPOTENCY_KEY_REUSED', 'NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Place a shipping order: stock reserved at once (allocated) or waiting; a retry with the same Idempotency-Key answers the same order',
        headers: idempotencyHeaders,
        body: createOrderRequestSchema,
        response: { 201: createOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const placer = await approved(request);
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key'], request.lang);
      const created = await createOrder(deps, placer, request.body, { idempotencyKey, lang: request.lang });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/orders',
    {
      config: customer,
      schema: {
        tags,
        summary: "The team's shipping orders, newest first, filtered, with counts per status",
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema },
      },
    },
    async (request) => listTeamOrders(deps.db, await approved(request), request.query),
  );

  app.post(
    '/orders/import',
    {
      config: { ...customer, errors: [...customer.errors, 'ORDER_IMPORT_INVALID', 'NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Place every order of an uploaded sheet, all or nothing (bad rows named by row and column)',
        body: fulfillmentImportRequestSchema,
        response: { 201: orderImportResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await importOrders(deps, await approved(request), request.body.key, request.lang)),
  );

  app.post(
    '/orders/import/report',
    {
      config: { ...customer, errors: [...customer.errors, 'NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Check an uploaded order sheet without saving: a spreadsheet with each row’s errors',
        body: fulfillmentImportRequestSchema,
        response: { 200: downloadLinkSchema },
      },
    },
    async (request) => orderImportReport(deps, await approved(request), request.body.key, request.lang),
  );

  app.get(
    '/orders/template',
    {
      config: customer,
      schema: {
        tags,
        summary: 'The order upload sheet with example rows',
        response: { 200: downloadLinkSchema },
      },
    },
    async (request) => {
      await approved(request);
      return orderTemplate(deps);
    },
  );

  app.get(
    '/parcel/tracking',
    {
      config: { ...customer, errors: [...customer.errors, 'NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'The tracking of a parcel of the team’s orders (carrier status and events, Seoul times); another’s or unknown is 404',
        querystring: parcelRefSchema,
        response: { 200: parcelTrackingSchema },
      },
    },
    async (request) => getOrderParcelTracking(deps, await approved(request), request.query),
  );

  app.get(
    '/orders/:id',
    {
      config: { ...customer, errors: [...customer.errors, 'NOT_FOUND'] },
      schema: {
        tags,
        summary: 'A shipping order with its items, allocations, status history and parcels',
        params: idParamsSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => getOrder(deps.db, await approved(request), request.params.id),
  );

  app.get(
    '/orders/:id/label',
    {
      config: { ...customer, errors: [...customer.errors, 'NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'A parcel’s 4×6 in shipping label by its waybill: PDF, or ZPL / PNG at 203 or 300 dpi (Hangul as graphics), as a download link',
        params: idParamsSchema,
        querystring: parcelLabelQuerySchema,
        response: { 200: downloadLinkSchema },
      },
    },
    async (request) =>
      downloadParcelLabel(deps, { customer: await approved(request) }, request.params.id, request.query),
  );

  app.post(
    '/canceling/user',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'Cancel orders (SPEC §7): waiting and allocated ones cancel, later ones are refused with ORDER_ALREADY_PICKING, ones an open pick wave holds with ORDER_IN_WAVE, ids not of the team with NOT_FOUND',
        body: cancelOrdersRequestSchema,
        response: { 200: cancelOrdersResultSchema },
      },
    },
    async (request) => cancelOrders(deps, await approved(request), request.body, request.lang),
  );
};
