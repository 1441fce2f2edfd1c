import {
  type PrintRequest,
  type PrintResult,
  printRequestSchema,
  withCopies,
  zplJobProblem,
} from '@baro/core';
import { PrinterUnavailableError, sendToPrinter } from '@baro/print-agent/transport';
import type { Env } from '../../env.ts';
import { AppError } from '../../http/app-error.ts';
import { carrierPrinters } from './carrier-printers.ts';

export type PrinterDeps = {
  env: Pick<
    Env,
    'CARRIER_PRINTER_CJ' | 'CARRIER_PRINTER_HANJIN' | 'CARRIER_PRINTER_DPI' | 'PRINTER_TIMEOUT_MS'
  >;
};

/** The configured printer, or 404 PRINTER_NOT_CONFIGURED. */
export function findCarrierPrinter(deps: PrinterDeps, id: string) {
  const printer = carrierPrinters(deps.env).find((candidate) => candidate.id === id);
  if (!printer) throw new AppError('PRINTER_NOT_CONFIGURED');
  return printer;
}

/**
 * `POST /api/printers/{id}/print`, and what packing calls to print a label on a carrier's printer:
 * checks the job (label formats only, no printer-setup commands), sends it over raw TCP and waits
 * until the printer took it, at most PRINTER_TIMEOUT_MS; a printer that does not answer is 504
 * PRINTER_UNAVAILABLE and nothing is retried behind the caller's back (a label must not print twice).
 */
export async function printOnCarrierPrinter(
  deps: PrinterDeps,
  id: string,
  body: PrintRequest,
): Promise<PrintResult> {
  const request = printRequestSchema.parse(body);
  const printer = findCarrierPrinter(deps, id);
  const problem = zplJobProblem(request.zpl);
  if (problem) throw new AppError('ZPL_NOT_ALLOWED', { fields: { zpl: problem.command ?? problem.problem } });
  try {
    const bytes = await sendToPrinter(
      printer.transport,
      withCopies(request.zpl, request.copies),
      deps.env.PRINTER_TIMEOUT_MS,
    );
    return { printerId: printer.id, bytes, copies: request.copies };
  } catch (error) {
    if (error instanceof PrinterUnavailableError) throw new AppError('PRINTER_UNAVAILABLE', { cause: error });
    throw error;
  }
}
