import {
  milestoneUpdateRequestSchema,
  shipmentDetailSchema,
  shipmentListQuerySchema,
  shipmentPageSchema,
  shipmentParamsSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import type { RouteAccess } from '../../http/route-access.ts';
import { getShipment } from './get-shipment.ts';
import { listShipments } from './list-shipments.ts';
import { postMilestone } from './post-milestone.ts';
import { handlerScopeOf } from './shipments.rules.ts';

/** The partner handling a shipment, and staff (any shipment). */
const HANDLERS: RouteAccess = ['partner', 'staff'];
const tags = ['shipments'];

/**
 * The partner's shipments (staff: every one), registered under the partner base (`/api/partner`,
 * app.ts), where milestone updates are posted. Another partner's shipment is not found.
 */
export const shipmentPartnerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/shipments',
    {
      config: { access: HANDLERS },
      schema: {
        tags,
        summary: "The partner's shipments (staff: every one), newest first",
        querystring: shipmentListQuerySchema,
        response: { 200: shipmentPageSchema },
      },
    },
    async (request) => listShipments(deps.db, handlerScopeOf(callerOf(request)), request.query),
  );

  app.get(
    '/shipments/:id',
    {
      config: { access: HANDLERS },
      schema: {
        tags,
        summary: 'A shipment the partner handles (staff: any) with its milestones and documents',
        params: shipmentParamsSchema,
        response: { 200: shipmentDetailSchema },
      },
    },
    async (request) => getShipment(deps.db, handlerScopeOf(callerOf(request)), request.params.id),
  );

  app.post(
    '/shipments/:id/milestones',
    {
      config: {
        access: HANDLERS,
        errors: [
          'RATE_LIMITED',
          'MILESTONE_OUT_OF_ORDER',
          'MILESTONE_IN_FUTURE',
          'MILESTONE_ALREADY_RECORDED',
          'SHIPMENT_COMPLETED',
          'INVALID_STATE_TRANSITION',
        ],
      },
      schema: {
        tags,
        summary: "Record a milestone's planned or actual time, place or note (partner, staff)",
        params: shipmentParamsSchema,
        body: milestoneUpdateRequestSchema,
        response: { 200: shipmentDetailSchema },
      },
    },
    async (request) => postMilestone(deps, callerOf(request), request.params.id, request.body),
  );
};
