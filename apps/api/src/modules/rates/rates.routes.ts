import {
  adminRateListQuerySchema,
  adminRateParamsSchema,
  downloadLinkSchema,
  partnerRateInputSchema,
  partnerRateListQuerySchema,
  partnerRatePageSchema,
  partnerRateParamsSchema,
  partnerRateSchema,
  rateExportQuerySchema,
  rateImportRequestSchema,
  rateImportResultSchema,
  rateTemplateQuerySchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { staffActorOf } from '../../http/admin-audit.ts';
import { callerOf, partnerCallerOf } from '../../http/callers.ts';
import type { RouteAccess } from '../../http/route-access.ts';
import { createRate } from './create-rate.ts';
import { removeRate } from './delete-rate.ts';
import { expireRate } from './expire-rate.ts';
import { exportRates, rateTemplate } from './export-rates.ts';
import { getRate } from './get-rate.ts';
import { importRates } from './import-rates.ts';
import { listRates } from './list-rates.ts';
import { replaceRate } from './update-rate.ts';

const PARTNERS: RouteAccess = ['partner'];
const STAFF: RouteAccess = ['staff'];
const tags = ['rates'];

/**
 * A partner's own rate table (registered under the partner base, /api/partner, app.ts): CRUD, and the spreadsheet export, template
 * and import. The partner is always the caller's; another partner's rate is not found.
 */
export const partnerRateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/rates',
    {
      config: { access: PARTNERS },
      schema: {
        tags,
        summary: "Add a rate to the caller's partner's table",
        body: partnerRateInputSchema,
        response: { 201: partnerRateSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createRate(deps, partnerCallerOf(callerOf(request)), request.body, request.lang)),
  );

  app.get(
    '/rates',
    {
      config: { access: PARTNERS },
      schema: {
        tags,
        summary: "The caller's partner's rates by lane, filtered and paged",
        querystring: partnerRateListQuerySchema,
        response: { 200: partnerRatePageSchema },
      },
    },
    async (request) => {
      const { page, size, ...filter } = request.query;
      return listRates(
        deps,
        { ...filter, partnerId: partnerCallerOf(callerOf(request)).partnerId },
        { page, size },
      );
    },
  );

  app.get(
    '/rates/export',
    {
      config: { access: PARTNERS },
      schema: {
        tags,
        summary: "Download the caller's partner's rates (filtered) as a spreadsheet the import reads back",
        querystring: rateExportQuerySchema,
        response: { 200: downloadLinkSchema },
      },
    },
    async (request) => exportRates(deps, partnerCallerOf(callerOf(request)), request.query),
  );

  app.get(
    '/rates/template',
    {
      config: { access: PARTNERS },
      schema: {
        tags,
        summary: 'Download the rate spreadsheet template with notes and example rows',
        querystring: rateTemplateQuerySchema,
        response: { 200: downloadLinkSchema },
      },
    },
    async (request) => {
      partnerCallerOf(callerOf(request));
      return rateTemplate(deps);
    },
  );

  app.post(
    '/rates/import',
    {
      config: { access: PARTNERS, errors: ['RATE_IMPORT_INVALID'] },
      schema: {
        tags,
        summary: 'Import the rates of an uploaded spreadsheet, all or nothing (append or replace)',
        body: rateImportRequestSchema,
        response: { 200: rateImportResultSchema },
      },
    },
    async (request) => importRates(deps, partnerCallerOf(callerOf(request)), request.body, request.lang),
  );

  app.get(
    '/rates/:id',
    {
      config: { access: PARTNERS },
      schema: {
        tags,
        summary: "One of the caller's partner's rates",
        params: partnerRateParamsSchema,
        response: { 200: partnerRateSchema },
      },
    },
    async (request) => getRate(deps, partnerCallerOf(callerOf(request)).partnerId, request.params.id),
  );

  app.put(
    '/rates/:id',
    {
      config: { access: PARTNERS },
      schema: {
        tags,
        summary: "Replace one of the caller's partner's rates",
        params: partnerRateParamsSchema,
        body: partnerRateInputSchema,
        response: { 200: partnerRateSchema },
      },
    },
    async (request) =>
      replaceRate(deps, partnerCallerOf(callerOf(request)), request.params.id, request.body, request.lang),
  );

  app.delete(
    '/rates/:id',
    {
      config: { access: PARTNERS },
      schema: {
        tags,
        summary: "Delete one of the caller's partner's rates",
        params: partnerRateParamsSchema,
      },
    },
    async (request, reply) => {
      await removeRate(deps, partnerCallerOf(callerOf(request)), request.params.id);
      return reply.code(204).send();
    },
  );
};

/** Staff read every partner's rates (registered under /api/admin). */
export const adminRateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/rates',
    {
      config: { access: STAFF },
      schema: {
        tags: ['admin'],
        summary: "Every partner's rates (or one partner's), filtered and paged",
        querystring: adminRateListQuerySchema,
        response: { 200: partnerRatePageSchema },
      },
    },
    async (request) => {
      const { page, size, partnerId, ...filter } = request.query;
      return listRates(deps, { ...filter, partnerId: partnerId ?? null }, { page, size });
    },
  );

  app.get(
    '/rates/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: ['admin'],
        summary: "Any partner's rate",
        params: partnerRateParamsSchema,
        response: { 200: partnerRateSchema },
      },
    },
    async (request) => getRate(deps, null, request.params.id),
  );

  app.post(
    '/rates/:id/expire',
    {
      config: { access: STAFF, audit: 'rate.expire' },
      schema: {
        tags: ['admin'],
        summary: "Stop offering a partner's rate from today (Seoul): its last valid day becomes yesterday",
        params: adminRateParamsSchema,
        response: { 200: partnerRateSchema },
      },
    },
    async (request) => expireRate(deps, staffActorOf(request), request.params.id),
  );
};
