import {
  acceptBidRequestSchema,
  acceptBidResponseSchema,
  bidDetailSchema,
  bidListQuerySchema,
  bidPageSchema,
  bidParamsSchema,
  createBidRequestSchema,
  createBidResponseSchema,
  downloadLinkSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf, teamCallerOf } from '../../http/callers.ts';
import type { RouteAccess } from '../../http/route-access.ts';
import { acceptQuote } from './accept-quote.ts';
import { idempotencyKeyOf } from './bids.rules.ts';
import { cancelBid } from './cancel-bid.ts';
import { closeBid } from './close-bid.ts';
import { createBid } from './create-bid.ts';
import { downloadBid } from './download-bid.ts';
import { getBid } from './get-bid.ts';
import { listBids } from './list-bids.ts';

const CUSTOMERS: RouteAccess = ['customer'];
const CUSTOMERS_AND_STAFF: RouteAccess = ['customer', 'staff'];
const tags = ['bids'];

/** The optional `Idempotency-Key` header of `POST /api/bid` (other headers pass through). */
const idempotencyHeadersSchema = z.looseObject({ 'idempotency-key': z.string().optional() });

/**
 * Bid requests (registered under /api). Customers: their team's bids (`/bid…`), another team's
 * are not found. Partners: open requests and their own quotes (`/partner/bids…`,
 * `/partner/quotes`), never the customer's identity nor another partner's quote.
 */
export const bidRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // ── customers ─────────────────────────────────────────────────────────────────────────────

  app.post(
    '/bid',
    {
      config: {
        access: CUSTOMERS,
        errors: [
          'RATE_LIMITED',
          'IDEMPOTENCY_KEY_REUSED',
          'FILE_ALREADY_BOUND',
          'FILE_NOT_UPLOADED',
          'FILE_SIZE_MISMATCH',
          'FILE_CONTENT_MISMATCH',
          'NOT_FOUND',
        ],
      },
      schema: {
        tags,
        summary: 'Request quotes from every partner (from an estimate log or a full request)',
        headers: idempotencyHeadersSchema,
        body: createBidRequestSchema,
        response: { 201: createBidResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = teamCallerOf(callerOf(request));
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key'], request.lang);
      const created = await createBid(deps, caller, request.body, { idempotencyKey, lang: request.lang });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/bid',
    {
      config: { access: CUSTOMERS },
      schema: {
        tags,
        summary: "The team's bids, newest first, filtered and paged",
        querystring: bidListQuerySchema,
        response: { 200: bidPageSchema },
      },
    },
    async (request) => listBids(deps, teamCallerOf(callerOf(request)), request.query),
  );

  app.get(
    '/bid/download/:id',
    {
      config: { access: CUSTOMERS_AND_STAFF },
      schema: {
        tags,
        summary: "A link to the bid's quotation detail PDF (request, quotes, the accepted one marked)",
        params: bidParamsSchema,
        response: { 200: downloadLinkSchema },
      },
    },
    async (request) => downloadBid(deps, callerOf(request), request.params.id, request.lang),
  );

  app.get(
    '/bid/:id',
    {
      config: { access: CUSTOMERS },
      schema: {
        tags,
        summary: 'One bid of the team with its live quotes and files',
        params: bidParamsSchema,
        response: { 200: bidDetailSchema },
      },
    },
    async (request) => getBid(deps, teamCallerOf(callerOf(request)), request.params.id),
  );

  app.post(
    '/bid/:id/close',
    {
      config: { access: CUSTOMERS, errors: ['INVALID_STATE_TRANSITION', 'BID_HAS_NO_QUOTES'] },
      schema: {
        tags,
        summary: 'Close quoting before the deadline (needs a live quote)',
        params: bidParamsSchema,
        response: { 200: bidDetailSchema },
      },
    },
    async (request) => closeBid(deps, teamCallerOf(callerOf(request)), request.params.id),
  );

  app.post(
    '/bid/:id/accept',
    {
      config: { access: CUSTOMERS, errors: ['INVALID_STATE_TRANSITION', 'QUOTE_EXPIRED'] },
      schema: {
        tags,
        summary: 'Accept one live quote of a waiting bid; starts the shipment',
        params: bidParamsSchema,
        body: acceptBidRequestSchema,
        response: { 200: acceptBidResponseSchema },
      },
    },
    async (request) =>
      acceptQuote(deps, teamCallerOf(callerOf(request)), request.params.id, request.body.quoteId),
  );

  app.post(
    '/bid/:id/cancel',
    {
      config: { access: CUSTOMERS, errors: ['INVALID_STATE_TRANSITION'] },
      schema: {
        tags,
        summary: 'Cancel a bid before a quote is accepted',
        params: bidParamsSchema,
        response: { 200: bidDetailSchema },
      },
    },
    async (request) => cancelBid(deps, teamCallerOf(callerOf(request)), request.params.id),
  );
};
