import {
  carrierListSchema,
  detectQuerySchema,
  detectResultSchema,
  parcelRefSchema,
  parcelTrackingSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { detectCarrier } from './detect-carrier.ts';
import { listCarriers } from './list-carriers.ts';
import { lookupParcel } from './lookup-parcel.ts';

const anyone = { access: 'anonymous' } as const;
const tags = ['tracking'];

/**
 * The parcel tracking API base (SPEC §7 "tracking", registered under `/api/tracking` so it can
 * move to its own host): the carrier catalogue and invoice-number detection (pure reads of the
 * rules in @baro/core) and the public tracking lookup, open to anyone like a carrier's own site.
 */
export const trackingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/carriers',
    {
      config: anyone,
      schema: {
        tags,
        summary: 'The parcel carriers (parcelCompany codes) with Korean and English names',
        response: { 200: carrierListSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=3600');
      return listCarriers(request.lang);
    },
  );

  app.get(
    '/detect',
    {
      config: anyone,
      schema: {
        tags,
        summary: 'The carriers an invoice number (송장번호) can belong to, most likely first',
        querystring: detectQuerySchema,
        response: { 200: detectResultSchema },
      },
    },
    async (request) => detectCarrier(request.query.invoiceNo, request.lang),
  );

  app.get(
    '/parcel',
    {
      config: { ...anyone, errors: ['NOT_FOUND', 'CARRIER_UNAVAILABLE'] },
      schema: {
        tags,
        summary:
          'Public tracking of a parcel by carrier and number, as the carrier shows anyone (status and scans, Seoul times); unknown is 404',
        querystring: parcelRefSchema,
        response: { 200: parcelTrackingSchema },
      },
    },
    async (request) => lookupParcel({ ...deps, log: request.log }, request.query),
  );
};
