import { divideRounded, pow10, toUnits, unitsToNumber } from './quote-decimal.ts';

// A quote is a list of lines in their own currencies and two totals converted with one day's
// exchange rates (KRW per unit of each currency). Instant estimates and partners' bid quotes are
// both priced with these functions, on the server and in the apps alike.
//
// Rounding (half away from zero, on exact decimals — never on binary floats):
// - a line's amount: quantity × unit price, to the cent (0.01 of its currency);
// - totalKRW: Σ amount × KRW rate of its currency, summed exactly, then to the whole won;
// - totalUSD: totalKRW ÷ KRW per USD, to the cent.

/** What a line is charged per: bill of lading (shipment), container, revenue ton, kilogram. */
export const QUOTE_UNITS = ['BL', 'CNTR', 'RT', 'KG'] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];

/** Decimal places of a line amount and of totalUSD. */
export const MONEY_SCALE = 2;
/** Decimal places a unit price is read to (air freight is often priced to 0.001 per kg). */
export const UNIT_PRICE_SCALE = 4;
/** Decimal places an exchange rate is read to (KRW per unit, as `exchange_rates` stores it). */
export const EXCHANGE_RATE_SCALE = 6;
/** Decimal places a quantity is read to (kg to the gram, m³ to the litre). */
const LINE_QUANTITY_SCALE = 3;

/** One priced line: amount = round2(quantity × unitPrice), in `currency`. */
export interface QuoteLine {
  name: string;
  unit: QuoteUnit;
  quantity: number;
  unitPrice: number;
  /** ISO 4217 code. */
  currency: string;
  amount: number;
}

/** quantity × unitPrice rounded half away from zero to the cent. */
export function lineAmount(quantity: number, unitPrice: number | string): number {
  const product = toUnits(quantity, LINE_QUANTITY_SCALE) * toUnits(unitPrice, UNIT_PRICE_SCALE);
  return unitsToNumber(
    divideRounded(product, pow10(LINE_QUANTITY_SCALE + UNIT_PRICE_SCALE - MONEY_SCALE)),
    MONEY_SCALE,
  );
}

/** A line with its amount computed ({@link lineAmount}); other fields are kept as they are. */
export function priceLine<L extends Omit<QuoteLine, 'amount'>>(line: L): L & { amount: number } {
  return { ...line, amount: lineAmount(line.quantity, line.unitPrice) };
}

/** A line's currency has no exchange rate on the day used. */
export class MissingExchangeRateError extends Error {
  readonly currency: string;
  constructor(currency: string) {
    super(`no exchange rate for ${currency}`);
    this.name = 'MissingExchangeRateError';
    this.currency = currency;
  }
}

/** KRW per one unit of each currency (decimal text or numbers); KRW itself is always 1. */
export type ExchangeRates = Readonly<Record<string, string | number>>;

export interface QuoteTotals {
  /** Whole won. */
  totalKRW: number;
  /** To the cent. */
  totalUSD: number;
}

function rateUnits(rates: ExchangeRates, currency: string): bigint {
  if (currency === 'KRW') return pow10(EXCHANGE_RATE_SCALE);
  const rate = Object.hasOwn(rates, currency) ? rates[currency] : undefined;
  if (rate === undefined) throw new MissingExchangeRateError(currency);
  const units = toUnits(rate, EXCHANGE_RATE_SCALE);
  if (units <= 0n) throw new MissingExchangeRateError(currency);
  return units;
}

/**
 * The totals of a quote: totalKRW = round(Σ amount × KRW rate of the line's currency) in whole
 * won, totalUSD = totalKRW ÷ KRW per USD to the cent. Throws {@link MissingExchangeRateError}
 * when a line's currency (or USD) has no rate.
 */
export function quoteTotals(
  lines: readonly Pick<QuoteLine, 'amount' | 'currency'>[],
  rates: ExchangeRates,
): QuoteTotals {
  let krw = 0n; // in 10^-(MONEY_SCALE + EXCHANGE_RATE_SCALE) won
  for (const line of lines) {
    krw += toUnits(line.amount, MONEY_SCALE) * rateUnits(rates, line.currency);
  }
  const totalKRW = divideRounded(krw, pow10(MONEY_SCALE + EXCHANGE_RATE_SCALE));
  const usd = rateUnits(rates, 'USD');
  const totalUSD = divideRounded(totalKRW * pow10(MONEY_SCALE + EXCHANGE_RATE_SCALE), usd);
  return { totalKRW: Number(totalKRW), totalUSD: unitsToNumber(totalUSD, MONEY_SCALE) };
}

/** The currencies a list of lines needs rates for (USD always, for totalUSD; never KRW). */
export function currenciesOf(lines: readonly Pick<QuoteLine, 'currency'>[]): string[] {
  const set = new Set<string>(['USD']);
  for (const line of lines) if (line.currency !== 'KRW') set.add(line.currency);
  return [...set].sort();
}
