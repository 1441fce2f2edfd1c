import {
  applyFulfillmentRequestSchema,
  approveFulfillmentRequestSchema,
  fulfillmentApplicationListQuerySchema,
  fulfillmentApplicationPageSchema,
  fulfillmentApplicationSchema,
  fulfillmentApplicationStateSchema,
  idParamsSchema,
  rejectFulfillmentRequestSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { staffActorOf } from '../../http/admin-audit.ts';
import { callerOf } from '../../http/callers.ts';
import { applyForFulfillment } from './apply-for-fulfillment.ts';
import {
  approveFulfillmentApplication,
  rejectFulfillmentApplication,
} from './decide-fulfillment-application.ts';
import { getFulfillmentApplication } from './get-fulfillment-application.ts';
import {
  getFulfillmentApplicationById,
  listFulfillmentApplications,
} from './list-fulfillment-applications.ts';

const tags = ['fulfillment'];

/** The customer's side of the application (registered under /api). */
export const fulfillmentApplicationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.patch(
    '/users/apply/fullfillment',
    {
      config: { access: ['customer'], errors: ['FULFILLMENT_ALREADY_APPROVED', 'CONFLICT'] },
      schema: {
        tags,
        summary:
          "Apply for fulfillment for the caller's team (SPEC §7 spelling), or change a pending or rejected application",
        body: applyFulfillmentRequestSchema,
        response: { 200: fulfillmentApplicationSchema },
      },
    },
    async (request) => applyForFulfillment(deps, callerOf(request), request.body),
  );

  app.get(
    '/fulfillment/application',
    {
      config: { access: ['customer'] },
      schema: {
        tags,
        summary: "The caller's team's fulfillment application, or {status: 'none'}",
        response: { 200: fulfillmentApplicationStateSchema },
      },
    },
    async (request) => getFulfillmentApplication(deps.db, callerOf(request)),
  );
};

/** Staff decide applications (registered under /api/admin). */
export const adminFulfillmentApplicationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/fulfillment/applications',
    {
      config: { access: ['staff'] },
      schema: {
        tags,
        summary: 'Fulfillment applications, newest first, optionally by status',
        querystring: fulfillmentApplicationListQuerySchema,
        response: { 200: fulfillmentApplicationPageSchema },
      },
    },
    async (request) => listFulfillmentApplications(deps.db, request.query),
  );

  app.get(
    '/fulfillment/applications/:id',
    {
      config: { access: ['staff'] },
      schema: {
        tags,
        summary: 'One fulfillment application',
        params: idParamsSchema,
        response: { 200: fulfillmentApplicationSchema },
      },
    },
    async (request) => getFulfillmentApplicationById(deps.db, request.params.id),
  );

  app.post(
    '/fulfillment/applications/:id/approve',
    {
      config: { access: ['staff'], audit: 'fulfillment.approve' },
      schema: {
        tags,
        summary: 'Approve an application (the team may use fulfillment; e-mailed to the applicant)',
        params: idParamsSchema,
        body: approveFulfillmentRequestSchema.optional(),
        response: { 200: fulfillmentApplicationSchema },
      },
    },
    async (request) =>
      approveFulfillmentApplication(deps, staffActorOf(request), request.params.id, request.body ?? {}),
  );

  app.post(
    '/fulfillment/applications/:id/reject',
    {
      config: { access: ['staff'], audit: 'fulfillment.reject', errors: ['INVALID_STATE_TRANSITION'] },
      schema: {
        tags,
        summary: 'Reject an application with the reason the team reads (e-mailed to the applicant)',
        params: idParamsSchema,
        body: rejectFulfillmentRequestSchema,
        response: { 200: fulfillmentApplicationSchema },
      },
    },
    async (request) =>
      rejectFulfillmentApplication(deps, staffActorOf(request), request.params.id, request.body),
  );
};
