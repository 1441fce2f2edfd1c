import type { FreightType } from '../contracts/rates.ts';
import type { Incoterm } from './incoterms.ts';
import { type CargoMeasures, measureCargo, type QuotePackage } from './quote-cargo.ts';
import { type ExchangeRates, type QuoteTotals, quoteTotals } from './quote-lines.ts';
import {
  type EstimateDraftLine,
  type QuoteContainer,
  type QuoteRate,
  quoteRateLines,
} from './quote-rates.ts';
import { type QuoteServices, serviceLines } from './quote-services.ts';

/** Everything an instant estimate is priced from. */
export interface QuoteEstimateInput {
  freightType: FreightType;
  incoterm: Incoterm;
  /** FCL: the containers; LCL/AIR: ignored. */
  containers?: readonly QuoteContainer[];
  /** LCL/AIR: the packing list; FCL: optional (weight for per-kg and per-RT charges). */
  packages?: readonly QuotePackage[];
  services?: QuoteServices;
  /** LCL/AIR: one rate; FCL: one per requested container type (see quoteRateLines). */
  rates: readonly QuoteRate[];
  /** KRW per unit of each currency on the day of the estimate. */
  exchangeRates: ExchangeRates;
}

export interface QuoteEstimate extends QuoteTotals {
  lines: EstimateDraftLine[];
  measures: CargoMeasures;
}

/**
 * One estimate: the partner's lines the Incoterm leaves to the importer, then the requested Baro
 * services, and the totals in KRW and USD. Null when the rates cannot price this cargo, or when
 * nothing is left to pay (e.g. DDP without services). Throws MissingExchangeRateError when a
 * line's currency has no rate that day.
 */
export function quoteEstimate(input: QuoteEstimateInput): QuoteEstimate | null {
  const measures = measureCargo(input.packages ?? []);
  const partnerLines = quoteRateLines({
    freightType: input.freightType,
    incoterm: input.incoterm,
    measures,
    ...(input.containers ? { containers: input.containers } : {}),
    rates: input.rates,
  });
  if (!partnerLines) return null;
  const lines = [
    ...partnerLines,
    ...serviceLines(
      input.services,
      {
        freightType: input.freightType,
        ...(input.containers ? { containers: input.containers } : {}),
        measures,
      },
      input.exchangeRates,
    ),
  ];
  if (lines.length === 0) return null;
  return { lines, measures, ...quoteTotals(lines, input.exchangeRates) };
}
