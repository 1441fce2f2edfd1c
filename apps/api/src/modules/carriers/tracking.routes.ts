import { carrierListSchema, detectQuerySchema, detectResultSchema } from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { detectCarrier } from './detect-carrier.ts';
import { listCarriers } from './list-carriers.ts';

const anyone = { access: 'anonymous' } as const;
const tags = ['tracking'];

/**
 * The parcel tracking API base (SPEC §7 "tracking", registered under `/api/tracking` so it can
 * move to its own host): the carrier catalogue and invoice-number detection. Both are pure reads
 * of the rules in @baro/core, open to anyone (the public tracking lookup uses them).
 */
export const trackingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
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
};
