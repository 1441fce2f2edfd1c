import {
  createHandoverRequestSchema,
  downloadLinkSchema,
  handoverListQuerySchema,
  handoverPageSchema,
  handoverParcelParamsSchema,
  handoverSchema,
  idParamsSchema,
  scanHandoverParcelRequestSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import { commandOf, idempotencyHeaders } from '../command-idempotency/command-idempotency.api.ts';
import { floorCallerOf } from '../warehouses/warehouses.api.ts';
import { closeHandover } from './close-handover.ts';
import { createHandover } from './create-handover.ts';
import { downloadManifest } from './download-manifest.ts';
import { getHandover } from './get-handover.ts';
import { listHandovers } from './list-handovers.ts';
import { removeHandoverParcel } from './remove-handover-parcel.ts';
import { scanHandoverParcel } from './scan-handover-parcel.ts';

const floor = { access: ['worker', 'staff'] } as const;
const tags = ['warehouse'];

/**
 * Carrier handovers of the warehouse floor (issue 15, registered under /api): a worker's own
 * warehouse, staff every one.
 */
export const warehouseHandoverRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/warehouse/handovers',
    {
      config: { ...floor, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Open a handover manifest for a carrier (201), or answer the one already open for the warehouse and carrier (200)',
        body: createHandoverRequestSchema,
        response: { 200: handoverSchema, 201: handoverSchema },
      },
    },
    async (request, reply) => {
      const { handover, created } = await createHandover(
        deps,
        floorCallerOf(callerOf(request)),
        request.body,
        request.lang,
      );
      return reply.code(created ? 201 : 200).send(handover);
    },
  );

  app.get(
    '/warehouse/handovers',
    {
      config: floor,
      schema: {
        tags,
        summary:
          'Handover manifests of the worker’s warehouse (staff: every one, or warehouseId), newest first, with counts per status',
        querystring: handoverListQuerySchema,
        response: { 200: handoverPageSchema },
      },
    },
    async (request) => listHandovers(deps.db, floorCallerOf(callerOf(request)), request.query),
  );

  app.get(
    '/warehouse/handovers/:id',
    {
      config: { ...floor, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'A handover manifest with its parcels (the last scanned first) and their orders',
        params: idParamsSchema,
        response: { 200: handoverSchema },
      },
    },
    async (request) => getHandover(deps.db, floorCallerOf(callerOf(request)), request.params.id),
  );

  app.post(
    '/warehouse/handovers/:id/parcels',
    {
      config: {
        ...floor,
        errors: [
          'NOT_FOUND',
          'HANDOVER_PARCEL_UNKNOWN',
          'HANDOVER_WRONG_CARRIER',
          'HANDOVER_PARCEL_NOT_PACKED',
          'HANDOVER_PARCEL_ON_OTHER',
          'HANDOVER_PARCEL_HANDED_OVER',
          'HANDOVER_CLOSED',
          'IDEMPOTENCY_KEY_REUSED',
          'CONFLICT',
        ],
      },
      schema: {
        tags,
        summary:
          'Scan a packed parcel of the warehouse and the manifest’s carrier onto an open manifest by its waybill; a parcel already on it is harmless, and a retry with the same Idempotency-Key answers the first answer',
        headers: idempotencyHeaders,
        params: idParamsSchema,
        body: scanHandoverParcelRequestSchema,
        response: { 200: handoverSchema },
      },
    },
    async (request) => {
      const floorCaller = floorCallerOf(callerOf(request));
      return scanHandoverParcel(deps, floorCaller, request.params.id, request.body, (asked) =>
        commandOf(request, floorCaller.userId, 'warehouse.handovers.scan', asked),
      );
    },
  );

  app.delete(
    '/warehouse/handovers/:id/parcels/:parcelId',
    {
      config: { ...floor, errors: ['NOT_FOUND', 'HANDOVER_CLOSED'] },
      schema: {
        tags,
        summary: 'Take a parcel off an open manifest (it stays packed); a parcel not on it is harmless',
        params: handoverParcelParamsSchema,
        response: { 200: handoverSchema },
      },
    },
    async (request) =>
      removeHandoverParcel(
        deps,
        floorCallerOf(callerOf(request)),
        request.params.id,
        request.params.parcelId,
      ),
  );

  app.post(
    '/warehouse/handovers/:id/close',
    {
      config: { ...floor, errors: ['NOT_FOUND', 'HANDOVER_EMPTY'] },
      schema: {
        tags,
        summary:
          'Close a manifest when the driver takes the parcels: in one transaction its orders whose parcels are all handed over are shipped; a repeat is harmless',
        params: idParamsSchema,
        response: { 200: handoverSchema },
      },
    },
    async (request) => closeHandover(deps, floorCallerOf(callerOf(request)), request.params.id),
  );

  app.get(
    '/warehouse/handovers/:id/manifest.pdf',
    {
      config: { ...floor, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'A link to the manifest PDF: carrier, warehouse, the day in Seoul, every parcel with its waybill and order, the count, signature boxes',
        params: idParamsSchema,
        response: { 200: downloadLinkSchema },
      },
    },
    async (request) =>
      downloadManifest(deps, floorCallerOf(callerOf(request)), request.params.id, request.lang),
  );
};
