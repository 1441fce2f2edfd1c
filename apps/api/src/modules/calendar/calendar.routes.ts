import {
  adminHolidayQuerySchema,
  adminHolidayYearSchema,
  createHolidayRequestSchema,
  holidayChangeSchema,
  holidayParamsSchema,
  publicHolidayListSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { staffActorOf } from '../../http/admin-audit.ts';
import type { RouteAccess } from '../../http/route-access.ts';
import { addHoliday, removeHoliday } from './change-holidays.ts';
import { getHolidayYear } from './get-holiday-year.ts';
import { listPublicHolidays } from './list-public-holidays.ts';

/** The holiday calendar anyone may read (registered under /api). */
export const calendarRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/calendar/holidays',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['calendar'],
        summary: "Staff-managed holidays (on top of SPEC §9's lists) every business-day rule counts",
        response: { 200: publicHolidayListSchema },
      },
    },
    async () => listPublicHolidays(deps.db),
  );
};

const STAFF: RouteAccess = ['staff'];

/** Staff management of the holiday calendar (registered under /api/admin). */
export const calendarAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/holidays',
    {
      config: { access: STAFF },
      schema: {
        tags: ['admin'],
        summary: "A year's holidays: SPEC §9's and staff's",
        querystring: adminHolidayQuerySchema,
        response: { 200: adminHolidayYearSchema },
      },
    },
    async (request) => getHolidayYear(deps.db, request.query.year),
  );

  app.post(
    '/holidays',
    {
      config: { access: STAFF, audit: 'holiday.create' },
      schema: {
        tags: ['admin'],
        summary: "Add a holiday; open bids' rule deadlines move with it",
        body: createHolidayRequestSchema,
        response: { 201: holidayChangeSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addHoliday(deps, staffActorOf(request), request.body, request.lang)),
  );

  app.delete(
    '/holidays/:date',
    {
      config: { access: STAFF, audit: 'holiday.delete' },
      schema: {
        tags: ['admin'],
        summary: "Remove a staff-managed holiday; open bids' rule deadlines move back (never into the past)",
        params: holidayParamsSchema,
        response: { 200: holidayChangeSchema },
      },
    },
    async (request) => removeHoliday(deps, staffActorOf(request), request.params.date),
  );
};
