import {
  milestoneCorrectionRequestSchema,
  shipmentDetailSchema,
  shipmentListQuerySchema,
  shipmentPageSchema,
  shipmentParamsSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { staffActorOf } from '../../http/admin-audit.ts';
import { callerOf } from '../../http/callers.ts';
import type { RouteAccess } from '../../http/route-access.ts';
import { getShipment } from './get-shipment.ts';
import { listShipments } from './list-shipments.ts';
import { postMilestone } from './post-milestone.ts';

const STAFF: RouteAccess = ['staff'];
const tags = ['admin'];

/** Shipments for staff (registered under /api/admin): any shipment, and milestone corrections. */
export const shipmentAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/shipments',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Every shipment, newest first, optionally by status',
        querystring: shipmentListQuerySchema,
        response: { 200: shipmentPageSchema },
      },
    },
    async (request) => listShipments(deps.db, 'all', request.query),
  );

  app.get(
    '/shipments/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Any shipment with its milestones and documents',
        params: shipmentParamsSchema,
        response: { 200: shipmentDetailSchema },
      },
    },
    async (request) => getShipment(deps.db, 'all', request.params.id),
  );

  app.post(
    '/shipments/:id/milestones',
    {
      config: {
        access: STAFF,
        audit: 'shipment.milestone',
        errors: ['MILESTONE_OUT_OF_ORDER', 'MILESTONE_IN_FUTURE', 'SHIPMENT_COMPLETED'],
      },
      schema: {
        tags,
        summary: 'Correct a milestone (a recorded actual time too), always with a note saying why',
        params: shipmentParamsSchema,
        body: milestoneCorrectionRequestSchema,
        response: { 200: shipmentDetailSchema },
      },
    },
    async (request) =>
      postMilestone(deps, callerOf(request), request.params.id, request.body, staffActorOf(request)),
  );
};
