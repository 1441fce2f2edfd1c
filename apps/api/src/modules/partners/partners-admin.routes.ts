import {
  addPartnerAdminRequestSchema,
  adminPartnerDetailSchema,
  adminPartnerListQuerySchema,
  adminPartnerPageSchema,
  adminPartnerParamsSchema,
  createPartnerRequestSchema,
  partnerQuoteListQuerySchema,
  partnerQuotePageSchema,
  updatePartnerRequestSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { staffActorOf } from '../../http/admin-audit.ts';
import { AppError } from '../../http/app-error.ts';
import type { RouteAccess } from '../../http/route-access.ts';
import { listPartnerQuotesOf } from '../bids/bids.api.ts';
import { addPartnerAdmin } from './add-partner-admin.ts';
import { createPartner } from './create-partner.ts';
import { getPartnerDetail } from './get-partner-detail.ts';
import { listPartners } from './list-partners.ts';
import { findPartner } from './partners.repository.ts';
import { updatePartner } from './update-partner.ts';

const STAFF: RouteAccess = ['staff'];
const tags = ['admin'];

/** Partner forwarders for staff (registered under /api/admin). */
export const partnerAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/partners',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Partner forwarders with administrators, active rates and win rate',
        querystring: adminPartnerListQuerySchema,
        response: { 200: adminPartnerPageSchema },
      },
    },
    async (request) => listPartners(deps, request.query),
  );

  app.post(
    '/partners',
    {
      config: { access: STAFF, audit: 'partner.create', errors: ['EMAIL_TAKEN'] },
      schema: {
        tags,
        summary: 'Onboard a partner forwarder and its administrators (each e-mailed a password link)',
        body: createPartnerRequestSchema,
        response: { 201: adminPartnerDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPartner(deps, staffActorOf(request), request.body)),
  );

  app.get(
    '/partners/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'A partner with its administrators, rate counts and quote outcomes',
        params: adminPartnerParamsSchema,
        response: { 200: adminPartnerDetailSchema },
      },
    },
    async (request) => getPartnerDetail(deps.db, request.params.id, deps.now()),
  );

  app.patch(
    '/partners/:id',
    {
      config: { access: STAFF, audit: 'partner.update' },
      schema: {
        tags,
        summary: 'Rename a partner',
        params: adminPartnerParamsSchema,
        body: updatePartnerRequestSchema,
        response: { 200: adminPartnerDetailSchema },
      },
    },
    async (request) => updatePartner(deps, staffActorOf(request), request.params.id, request.body),
  );

  app.post(
    '/partners/:id/admins',
    {
      config: { access: STAFF, audit: 'partner.admin.add', errors: ['EMAIL_TAKEN'] },
      schema: {
        tags,
        summary: 'Add an administrator to a partner (e-mailed a password link)',
        params: adminPartnerParamsSchema,
        body: addPartnerAdminRequestSchema,
        response: { 201: adminPartnerDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addPartnerAdmin(deps, staffActorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/partners/:id/quotes',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: "A partner's quote history: its latest quote on each bid with the outcome, newest first",
        params: adminPartnerParamsSchema,
        querystring: partnerQuoteListQuerySchema,
        response: { 200: partnerQuotePageSchema },
      },
    },
    async (request) => {
      if (!(await findPartner(deps.db, request.params.id))) throw new AppError('NOT_FOUND');
      return listPartnerQuotesOf(deps, { userId: '', partnerId: request.params.id }, request.query);
    },
  );
};
