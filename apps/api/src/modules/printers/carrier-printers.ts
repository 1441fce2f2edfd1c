import { PARCEL_COMPANIES, type ParcelCompany, type Printer } from '@baro/core';
import { type PrinterTarget, parsePrinterTarget } from '@baro/print-agent/transport';
import type { Env } from '../../env.ts';

// The carriers' network label printers (SPEC §7: "network label printers for two carriers"): CJ
// and Hanjin lend shippers thermal printers on their own network segment, reached by raw TCP 9100
// from the API. Ids match the client's bases (`cjPrinter` → …/printers/cj).

export const CARRIER_PRINTER_IDS = ['cj', 'hanjin'] as const;
export type CarrierPrinterId = (typeof CARRIER_PRINTER_IDS)[number];

const CARRIER_OF: Record<CarrierPrinterId, ParcelCompany> = { cj: '04', hanjin: '05' };

export interface CarrierPrinter extends Printer {
  parcelCompany: ParcelCompany;
  transport: PrinterTarget;
}

/** The configured carrier printers (none when nothing is set). */
export function carrierPrinters(
  env: Pick<Env, 'CARRIER_PRINTER_CJ' | 'CARRIER_PRINTER_HANJIN' | 'CARRIER_PRINTER_DPI'>,
): CarrierPrinter[] {
  const printers: CarrierPrinter[] = [];
  for (const id of CARRIER_PRINTER_IDS) {
    const value = id === 'cj' ? env.CARRIER_PRINTER_CJ : env.CARRIER_PRINTER_HANJIN;
    const transport = value ? parsePrinterTarget(value) : undefined;
    if (!value || !transport) continue;
    const carrier = PARCEL_COMPANIES[CARRIER_OF[id]];
    printers.push({
      id,
      name: `${carrier.nameKo} 출력기`,
      target: value,
      dpi: env.CARRIER_PRINTER_DPI === 300 ? 300 : 203,
      parcelCompany: CARRIER_OF[id],
      transport,
    });
  }
  return printers;
}

/** The printer id for a carrier's parcels, when that carrier lends one. */
export function carrierPrinterIdOf(parcelCompany: ParcelCompany): CarrierPrinterId | undefined {
  return CARRIER_PRINTER_IDS.find((id) => CARRIER_OF[id] === parcelCompany);
}
