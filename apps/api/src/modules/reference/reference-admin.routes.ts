import {
  createLocationRequestSchema,
  createVesselScheduleRequestSchema,
  downloadLinkSchema,
  exchangeRateDateParamsSchema,
  exchangeRateImportRequestSchema,
  exchangeRateImportResultSchema,
  exchangeRatesSchema,
  locationParamsSchema,
  locationSchema,
  putExchangeRatesRequestSchema,
  updateLocationRequestSchema,
  vesselScheduleParamsSchema,
  vesselScheduleSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { staffActorOf } from '../../http/admin-audit.ts';
import type { RouteAccess } from '../../http/route-access.ts';
import { exchangeRateTemplate } from './exchange-rate-template.ts';
import { putExchangeRates } from './exchange-rates.ts';
import { importExchangeRates } from './import-exchange-rates.ts';
import { createLocation, deleteLocation, updateLocation } from './manage-locations.ts';
import { createVesselSchedule, deleteVesselSchedule } from './vessel-schedules.ts';

const staff = { access: ['staff'] as RouteAccess };
const tags = ['admin'];

/** Staff management of the reference data (registered under /api/admin). */
export const referenceAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/locations',
    {
      config: { ...staff, audit: 'location.create', errors: ['CONFLICT'] },
      schema: {
        tags,
        summary: 'Add a sea port (UN/LOCODE) or airport (IATA)',
        body: createLocationRequestSchema,
        response: { 201: locationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createLocation(deps, staffActorOf(request), request.body)),
  );

  app.patch(
    '/locations/:code',
    {
      config: { ...staff, audit: 'location.update', errors: ['LOCATION_IN_USE'] },
      schema: {
        tags,
        summary: "Change a location's names, country or time zone",
        params: locationParamsSchema,
        body: updateLocationRequestSchema,
        response: { 200: locationSchema },
      },
    },
    async (request) =>
      updateLocation(deps, staffActorOf(request), request.params.code, request.body, request.lang),
  );

  app.delete(
    '/locations/:code',
    {
      config: { ...staff, audit: 'location.delete' },
      schema: {
        tags,
        summary: 'Delete a location that nothing refers to (else LOCATION_IN_USE)',
        params: locationParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteLocation(deps, staffActorOf(request), request.params.code);
      return reply.code(204).send();
    },
  );

  app.put(
    '/exchange-rates/:date',
    {
      config: { ...staff, audit: 'exchangeRates.put' },
      schema: {
        tags,
        summary: "Set a day's exchange rates (KRW per unit); the day gets exactly these",
        params: exchangeRateDateParamsSchema,
        body: putExchangeRatesRequestSchema,
        response: { 200: exchangeRatesSchema },
      },
    },
    async (request) => putExchangeRates(deps, staffActorOf(request), request.params.date, request.body),
  );

  app.get(
    '/exchange-rates/template',
    {
      config: staff,
      schema: {
        tags,
        summary: "The exchange-rate import sheet, its row today's rates",
        response: { 200: downloadLinkSchema },
      },
    },
    async () => exchangeRateTemplate(deps),
  );

  app.post(
    '/exchange-rates/import',
    {
      config: { ...staff, audit: 'exchangeRates.import', errors: ['EXCHANGE_RATE_IMPORT_INVALID'] },
      schema: {
        tags,
        summary:
          "Set many days' exchange rates from an uploaded sheet, all or nothing (bad cells named by row and column)",
        body: exchangeRateImportRequestSchema,
        response: { 200: exchangeRateImportResultSchema },
      },
    },
    async (request) => importExchangeRates(deps, staffActorOf(request), request.body.key, request.lang),
  );

  app.post(
    '/schedules',
    {
      config: { ...staff, audit: 'schedule.create' },
      schema: {
        tags,
        summary: 'Add a vessel sailing between two sea ports',
        body: createVesselScheduleRequestSchema,
        response: { 201: vesselScheduleSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createVesselSchedule(deps, staffActorOf(request), request.body, request.lang)),
  );

  app.delete(
    '/schedules/:id',
    {
      config: { ...staff, audit: 'schedule.delete' },
      schema: { tags, summary: 'Delete a vessel sailing', params: vesselScheduleParamsSchema },
    },
    async (request, reply) => {
      await deleteVesselSchedule(deps, staffActorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
