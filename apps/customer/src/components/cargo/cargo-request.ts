import {
  BARO_SERVICE_FEES,
  type FreightType,
  formatMoney,
  type Incoterm,
  type Language,
  type LocationKind,
} from '@baro/core';
import {
  type CargoRowsValues,
  emptyContainerRow,
  emptyPackageRow,
  type NumberValue,
  toRequestNumber,
} from './cargo-rows.ts';

// A freight request as both forms ask it — the instant quote (`POST /api/searchEstimate`) and the
// bid request (`POST /api/bid`): the same fields, labels and limits, so what a customer typed for
// a quote reads the same when they ask for bids.

export const CARGO_SERVICES = ['customsClearance', 'insurance', 'inlandTransport'] as const;
export type CargoService = (typeof CARGO_SERVICES)[number];

export interface CargoServicesValues {
  customsClearance: boolean;
  insurance: boolean;
  inlandTransport: boolean;
  /** The declared value for the insurance premium (optional: the minimum premium without it). */
  cargoValue: { amount: NumberValue; currency: string };
}

/** The request's values. Field paths are the contracts' (`packages.0.length`, `services.cargoValue.amount`). */
export interface CargoRequestValues extends CargoRowsValues {
  /** Location codes (UN/LOCODE or IATA), '' until chosen. */
  pol: string;
  pod: string;
  incoterms: Incoterm;
  /** `YYYY-MM-DD` (a Seoul day), '' until chosen. */
  cargoReadyDate: string;
  services: CargoServicesValues;
  /** What the cargo is (품명), optional. */
  cargoDescription: string;
}

/** A fresh request: ocean FCL, one 40' high cube, FOB (the usual terms of a Korean import). */
export function defaultCargoRequest(): CargoRequestValues {
  return {
    freightType: 'FCL',
    pol: '',
    pod: '',
    incoterms: 'FOB',
    cargoReadyDate: '',
    containers: [emptyContainerRow()],
    packages: [emptyPackageRow()],
    services: {
      customsClearance: false,
      insurance: false,
      inlandTransport: false,
      cargoValue: { amount: '', currency: 'USD' },
    },
    cargoDescription: '',
  };
}

/** Sea ports for ocean freight, airports for air freight. */
export const locationKindOf = (freightType: FreightType): LocationKind =>
  freightType === 'AIR' ? 'air' : 'sea';

/** The request's `services` of the values: the cargo value only with insurance and when typed. */
export function servicesOf(services: CargoServicesValues) {
  const amount = toRequestNumber(services.cargoValue.amount);
  return {
    customsClearance: services.customsClearance,
    insurance: services.insurance,
    inlandTransport: services.inlandTransport,
    ...(services.insurance && amount !== undefined
      ? { cargoValue: { amount, currency: services.cargoValue.currency } }
      : {}),
  };
}

/** A text for the request: trimmed as the server would, undefined when blank. */
export const requestText = (value: string): string | undefined =>
  value.trim() === '' ? undefined : value.trim();

/**
 * The fee of each of Baro's services, for the checkbox hints. Customs clearance is charged per
 * declaration: per B/L at sea, per AWB by air.
 */
export function serviceFeeText(freightType: FreightType, language: Language): Record<CargoService, string> {
  const fees = BARO_SERVICE_FEES;
  const perContainer = Object.values(fees.inlandTransportPerContainer);
  return {
    customsClearance: formatMoney(fees.customsClearancePerBl, 'KRW', language),
    insurance: formatMoney(fees.insuranceMinimum, 'KRW', language),
    inlandTransport:
      freightType === 'FCL'
        ? `${formatMoney(Math.min(...perContainer), 'KRW', language)}~${formatMoney(Math.max(...perContainer), 'KRW', language)}`
        : formatMoney(fees.inlandTransportPerRevenueTon, 'KRW', language),
  };
}
