import {
  bidParamsSchema,
  partnerBidDetailSchema,
  partnerBidListQuerySchema,
  partnerBidPageSchema,
  partnerQuoteListQuerySchema,
  partnerQuotePageSchema,
  submitQuoteRequestSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf, partnerCallerOf } from '../../http/callers.ts';
import type { RouteAccess } from '../../http/route-access.ts';
import { getPartnerBid } from './get-partner-bid.ts';
import { listPartnerBidsOf } from './list-partner-bids.ts';
import { listPartnerQuotesOf } from './list-partner-quotes.ts';
import { submitQuote } from './submit-quote.ts';
import { withdrawQuote } from './withdraw-quote.ts';

const PARTNERS: RouteAccess = ['partner'];
const tags = ['bids'];

/**
 * The partner's side of bids, registered under the partner base (`/api/partner`, app.ts): open
 * requests on every lane, the partner's one live quote on each, and its quotes' outcomes.
 */
export const bidPartnerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/bids',
    {
      config: { access: PARTNERS },
      schema: {
        tags,
        summary: 'Open requests on every lane, or the ones the partner quoted, won or lost',
        querystring: partnerBidListQuerySchema,
        response: { 200: partnerBidPageSchema },
      },
    },
    async (request) => listPartnerBidsOf(deps, partnerCallerOf(callerOf(request)), request.query),
  );

  app.get(
    '/bids/:id',
    {
      config: { access: PARTNERS },
      schema: {
        tags,
        summary: "One request with only the partner's own quote",
        params: bidParamsSchema,
        response: { 200: partnerBidDetailSchema },
      },
    },
    async (request) => getPartnerBid(deps, partnerCallerOf(callerOf(request)), request.params.id),
  );

  app.post(
    '/bids/:id/quotes',
    {
      config: { access: PARTNERS, errors: ['BID_CLOSED'] },
      schema: {
        tags,
        summary: "Post or revise the partner's one live quote while the bid is open",
        params: bidParamsSchema,
        body: submitQuoteRequestSchema,
        response: { 201: partnerBidDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await submitQuote(
            deps,
            partnerCallerOf(callerOf(request)),
            request.params.id,
            request.body,
            request.lang,
          ),
        ),
  );

  app.delete(
    '/bids/:id/quotes',
    {
      config: { access: PARTNERS },
      schema: {
        tags,
        summary: "Withdraw the partner's live quote while the bid is open",
        params: bidParamsSchema,
        response: { 200: partnerBidDetailSchema },
      },
    },
    async (request) => withdrawQuote(deps, partnerCallerOf(callerOf(request)), request.params.id),
  );

  app.get(
    '/quotes',
    {
      config: { access: PARTNERS },
      schema: {
        tags,
        summary: "The partner's latest quote on each bid with its outcome",
        querystring: partnerQuoteListQuerySchema,
        response: { 200: partnerQuotePageSchema },
      },
    },
    async (request) => listPartnerQuotesOf(deps, partnerCallerOf(callerOf(request)), request.query),
  );
};
