import { fulfillmentDashboardSchema } from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import { approvedCustomerOf } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { getDashboard } from './get-dashboard.ts';

/** The fulfillment dashboard API base (registered under /api/fulfillment; DESIGN §2 `/api/fulfillment/dashboard`). */
export const fulfillmentDashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/dashboard',
    {
      config: { access: ['customer'], errors: ['FULFILLMENT_NOT_APPROVED'] },
      schema: {
        tags: ['fulfillment'],
        summary:
          "The team's fulfillment at a glance: today's orders against the cut-off, orders per status, shipped on time over 30 days, low stock, open inbound and returns",
        response: { 200: fulfillmentDashboardSchema },
      },
    },
    async (request) => getDashboard(deps, await approvedCustomerOf(deps.db, callerOf(request))),
  );
};
