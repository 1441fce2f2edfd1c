import {
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
import { customerScopeOf } from './shipments.rules.ts';

const CUSTOMERS: RouteAccess = ['customer'];
const tags = ['shipments'];

/**
 * The customer's side of shipments (registered under `/api`): the team's at `/shipments`; the
 * partner's are in shipments-partner.routes.ts. Another tenant's shipment is not found.
 */
export const shipmentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/shipments',
    {
      config: { access: CUSTOMERS },
      schema: {
        tags,
        summary: "The team's shipments, newest first",
        querystring: shipmentListQuerySchema,
        response: { 200: shipmentPageSchema },
      },
    },
    async (request) => listShipments(deps.db, customerScopeOf(callerOf(request)), request.query),
  );

  app.get(
    '/shipments/:id',
    {
      config: { access: CUSTOMERS },
      schema: {
        tags,
        summary: 'A shipment of the team with its milestones and documents',
        params: shipmentParamsSchema,
        response: { 200: shipmentDetailSchema },
      },
    },
    async (request) => getShipment(deps.db, customerScopeOf(callerOf(request)), request.params.id),
  );
};
