import type { PrinterStatus } from '@baro/core';
import { probePrinter } from '@baro/print-agent/transport';
import { findCarrierPrinter, type PrinterDeps } from './print-on-carrier-printer.ts';

/** `GET /api/printers/{id}/status`: the printer's answer to ~HS (paper out, head open, paused). */
export async function getPrinterStatus(deps: PrinterDeps, id: string): Promise<PrinterStatus> {
  const printer = findCarrierPrinter(deps, id);
  const probe = await probePrinter(printer.transport, Math.min(deps.env.PRINTER_TIMEOUT_MS, 2000));
  const status = probe.status;
  return {
    printerId: printer.id,
    reachable: probe.reachable,
    answered: probe.answered,
    ready: status?.ready ?? null,
    paperOut: status?.paperOut ?? null,
    paused: status?.paused ?? null,
    headOpen: status?.headOpen ?? null,
    ribbonOut: status?.ribbonOut ?? null,
    labelsInBuffer: status?.labelsInBuffer ?? null,
  };
}
