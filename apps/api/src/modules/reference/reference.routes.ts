import {
  chargeCodeListSchema,
  exchangeRatesQuerySchema,
  exchangeRatesSchema,
  locationListSchema,
  locationParamsSchema,
  locationSchema,
  locationSearchQuerySchema,
  scheduleListQuerySchema,
  vesselSchedulePageSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { listChargeCodes } from './charge-codes.ts';
import { getExchangeRates } from './exchange-rates.ts';
import { getLocation, searchLocations } from './search-locations.ts';
import { listVesselSchedules } from './vessel-schedules.ts';

const anyone = { access: 'anonymous' } as const;
const tags = ['reference'];

/**
 * Reference data anyone may read (registered under /api): locations, exchange rates, schedules,
 * and the charge codes of quote lines.
 */
export const referenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/locations',
    {
      config: anyone,
      schema: {
        tags,
        summary: 'Search sea ports and airports by code or Korean/English name, Korean ones first',
        querystring: locationSearchQuerySchema,
        response: { 200: locationListSchema },
      },
    },
    async (request) => searchLocations(deps.db, request.query, request.lang),
  );

  app.get(
    '/locations/:code',
    {
      config: anyone,
      schema: {
        tags,
        summary: 'One sea port (UN/LOCODE) or airport (IATA)',
        params: locationParamsSchema,
        response: { 200: locationSchema },
      },
    },
    async (request) => getLocation(deps.db, request.params.code),
  );

  app.get(
    '/exchange-rates',
    {
      config: anyone,
      schema: {
        tags,
        summary: 'KRW per unit of each currency on the latest day with rates on or before the date',
        querystring: exchangeRatesQuerySchema,
        response: { 200: exchangeRatesSchema },
      },
    },
    async (request) => getExchangeRates(deps, request.query.date),
  );

  app.get(
    '/forwarding/schedules',
    {
      config: anyone,
      schema: {
        tags,
        summary: 'Vessel sailings from a day on, by departure, in keyset pages',
        querystring: scheduleListQuerySchema,
        response: { 200: vesselSchedulePageSchema },
      },
    },
    async (request) => listVesselSchedules(deps, request.query, request.lang),
  );

  app.get(
    '/forwarding/charge-codes',
    {
      config: anyone,
      schema: {
        tags,
        summary: 'The charge codes a quote line names (ko/en names, unit basis), in comparison order',
        response: { 200: chargeCodeListSchema },
      },
    },
    async () => listChargeCodes(),
  );
};
