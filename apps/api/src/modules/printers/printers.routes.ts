import {
  printerListSchema,
  printerParamsSchema,
  printerStatusSchema,
  printRequestSchema,
  printResultSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { carrierPrinters } from './carrier-printers.ts';
import { getPrinterStatus } from './get-printer-status.ts';
import { printOnCarrierPrinter } from './print-on-carrier-printer.ts';

const floor = { access: ['worker', 'staff'] } as const;
const tags = ['printers'];

/**
 * The carriers' network label printers (registered under `/api`): the same paths the packing PC's
 * print agent serves, so the warehouse app's `cjPrinter`/`hanjinPrinter` bases may point at either.
 * Warehouse workers and staff only.
 */
export const printerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/printers',
    {
      config: floor,
      schema: {
        tags,
        summary: "The carriers' network label printers configured",
        response: { 200: printerListSchema },
      },
    },
    async () => ({
      printers: carrierPrinters(deps.env).map(({ id, name, target, dpi }) => ({ id, name, target, dpi })),
    }),
  );

  app.get(
    '/printers/:id/status',
    {
      config: { ...floor, errors: ['PRINTER_NOT_CONFIGURED', 'PRINTER_UNAVAILABLE'] },
      schema: {
        tags,
        summary: "A printer's host status (~HS): paper out, head open, paused",
        params: printerParamsSchema,
        response: { 200: printerStatusSchema },
      },
    },
    async (request) => getPrinterStatus(deps, request.params.id),
  );

  app.post(
    '/printers/:id/print',
    {
      config: { ...floor, errors: ['PRINTER_NOT_CONFIGURED', 'PRINTER_UNAVAILABLE', 'ZPL_NOT_ALLOWED'] },
      schema: {
        tags,
        summary: 'Print ZPL label formats on the printer (raw TCP 9100)',
        params: printerParamsSchema,
        body: printRequestSchema,
        response: { 200: printResultSchema },
      },
    },
    async (request) => printOnCarrierPrinter(deps, request.params.id, request.body),
  );
};
