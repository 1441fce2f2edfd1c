import {
  adminBidDetailSchema,
  adminBidListQuerySchema,
  adminBidPageSchema,
  adminBidParamsSchema,
  cancelBidByStaffRequestSchema,
  extendBidDeadlineRequestSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { staffActorOf } from '../../http/admin-audit.ts';
import type { RouteAccess } from '../../http/route-access.ts';
import { cancelBidByStaff } from './cancel-bid-by-staff.ts';
import { extendBidDeadline } from './extend-bid-deadline.ts';
import { getStaffBid } from './get-staff-bid.ts';
import { listStaffBidPage } from './list-staff-bids.ts';

const STAFF: RouteAccess = ['staff'];
const tags = ['admin'];

/** Forwarding oversight of bids for staff (registered under /api/admin). */
export const bidAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/bids',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: "Every team's bids by status, lane, team or id and deadline days",
        querystring: adminBidListQuerySchema,
        response: { 200: adminBidPageSchema },
      },
    },
    async (request) => listStaffBidPage(deps, request.query),
  );

  app.get(
    '/bids/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'A bid with its team, author, every quote (withdrawn too), files and shipment',
        params: adminBidParamsSchema,
        response: { 200: adminBidDetailSchema },
      },
    },
    async (request) => getStaffBid(deps, request.params.id),
  );

  app.post(
    '/bids/:id/deadline',
    {
      config: { access: STAFF, audit: 'bid.deadline', errors: ['BID_CLOSED'] },
      schema: {
        tags,
        summary: 'Give partners more time: a later deadline for an open bid, with the reason',
        params: adminBidParamsSchema,
        body: extendBidDeadlineRequestSchema,
        response: { 200: adminBidDetailSchema },
      },
    },
    async (request) =>
      extendBidDeadline(deps, staffActorOf(request), request.params.id, request.body, request.lang),
  );

  app.post(
    '/bids/:id/cancel',
    {
      config: { access: STAFF, audit: 'bid.cancel', errors: ['INVALID_STATE_TRANSITION'] },
      schema: {
        tags,
        summary: 'Cancel an estimating or waiting bid, with the reason',
        params: adminBidParamsSchema,
        body: cancelBidByStaffRequestSchema,
        response: { 200: adminBidDetailSchema },
      },
    },
    async (request) => cancelBidByStaff(deps, staffActorOf(request), request.params.id, request.body),
  );
};
