import {
  emailEstimateRequestSchema,
  emailEstimateResponseSchema,
  emailedEstimateDownloadParamsSchema,
  emailedEstimateDownloadRequestSchema,
  estimateDownloadRequestSchema,
  estimateDownloadResponseSchema,
  estimateLogParamsSchema,
  estimateSearchResultSchema,
  searchEstimateRequestSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf, optionalCallerOf } from '../../http/callers.ts';
import { downloadEstimate } from './download-estimate.ts';
import { emailEstimate } from './email-estimate.ts';
import { loadEstimateLog, presentEstimateLog } from './estimate-log.ts';
import { searchEstimates } from './search-estimates.ts';

// Visitors and members alike: a member's token (when sent) attributes the search to them and
// their team, and lets them read their team's logs.
const anyone = { access: 'anonymous', optionalCaller: true } as const;
const customers = { access: ['customer'] } as const;
const tags = ['estimates'];

/** Instant quotes (issue 6), registered under `/api`; paths as SPEC §7 names them. */
export const estimateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/searchEstimate',
    {
      config: {
        ...anyone,
        errors: ['RATE_LIMITED', 'INVALID_TOKEN', 'SESSION_EXPIRED', 'SESSION_REVOKED', 'ACCOUNT_DISABLED'],
      },
      schema: {
        tags,
        summary: 'Price a cargo with every applicable partner rate, cheapest first; logged',
        body: searchEstimateRequestSchema,
        response: { 200: estimateSearchResultSchema },
      },
    },
    async (request) =>
      searchEstimates(
        deps,
        { caller: optionalCallerOf(request), address: request.ip, lang: request.lang },
        request.body,
      ),
  );

  app.get(
    '/searchEstimate/:estimateLogId',
    {
      config: anyone,
      schema: {
        tags,
        summary: "A logged search: the team's, the caller's own, or an anonymous one by its id",
        params: estimateLogParamsSchema,
        response: { 200: estimateSearchResultSchema },
      },
    },
    async (request) => {
      const caller = optionalCallerOf(request);
      const log = await loadEstimateLog(deps, caller, request.params.estimateLogId);
      return presentEstimateLog(log, request.lang);
    },
  );

  app.put(
    '/searchEstimate/download/:id',
    {
      config: anyone,
      schema: {
        tags,
        summary: 'Quotation of an e-mailed estimate ({id}: the estimate) as a signed download link',
        params: emailedEstimateDownloadParamsSchema,
        body: emailedEstimateDownloadRequestSchema,
        response: { 200: estimateDownloadResponseSchema },
      },
    },
    async (request) =>
      downloadEstimate(
        deps,
        { caller: optionalCallerOf(request), lang: request.lang },
        {
          estimateLogId: request.body.estimateLogId,
          estimateId: request.params.id,
          freightType: request.body.freightType,
          format: request.body.format,
        },
      ),
  );

  app.put(
    '/searchEstimate/download',
    {
      config: { ...anyone, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Quotation of a live estimate (PDF, or XLSX) as a signed download link',
        body: estimateDownloadRequestSchema,
        response: { 200: estimateDownloadResponseSchema },
      },
    },
    async (request) =>
      downloadEstimate(deps, { caller: optionalCallerOf(request), lang: request.lang }, request.body),
  );

  app.post(
    '/searchEstimate/:estimateLogId/email',
    {
      config: { ...customers, errors: ['RATE_LIMITED'] },
      schema: {
        tags,
        summary: 'E-mail an estimate with a link to its page to the caller',
        params: estimateLogParamsSchema,
        body: emailEstimateRequestSchema,
        response: { 202: emailEstimateResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await emailEstimate(
        deps,
        callerOf(request),
        request.params.estimateLogId,
        request.body.estimateId,
      );
      return reply.code(202).send(result);
    },
  );
};
