import type {
  ContainerType,
  FreightType,
  LocalCharge,
  LocalChargeUnit,
  WeightBreak,
} from '../contracts/rates.ts';
import { type ChargeCode, chargeCodeEntry, oceanFreightCode } from './charge-codes.ts';
import { type ChargeGroup, type Incoterm, importerPays } from './incoterms.ts';
import type { CargoMeasures } from './quote-cargo.ts';
import { toUnits } from './quote-decimal.ts';
import { lineAmount, type QuoteLine, type QuoteUnit, UNIT_PRICE_SCALE } from './quote-lines.ts';

// Pricing one partner rate (or, for FCL, one rate per requested container type) for a cargo:
// the freight line(s) with the minimum charge, and the local charges the Incoterm leaves to the
// importer. See quote-lines.ts for rounding.

/** A partner rate as the pricing needs it (a stored rate, or one being edited in the partner app). */
export interface QuoteRate {
  freightType: FreightType;
  currency: string;
  /** FCL only. */
  containerType?: ContainerType | null;
  /** FCL per container, LCL per revenue ton; unused for AIR. */
  price?: number | string | null;
  /** AIR only: per chargeable kg from `minKg` up. */
  weightBreaks?: readonly WeightBreak[] | null;
  /** The least the freight may come to (in `currency`), or none. */
  minCharge?: number | string | null;
  localCharges?: readonly LocalCharge[];
  validFrom: string;
  validTo: string;
}

/** A text in both UI languages (line names are shown in the reader's). */
export interface LocalizedText {
  ko: string;
  en: string;
}

/** Where a line of an estimate belongs: a charge group of the Incoterm, or a Baro service. */
export type EstimateLineGroup = ChargeGroup | 'service';

/**
 * A priced line of an estimate before it is shown: what it charges for (a code of the charge
 * catalogue, as quote lines and rate charges carry), its name in both languages and its group.
 */
export interface EstimateDraftLine extends Omit<QuoteLine, 'name'> {
  chargeCode: ChargeCode;
  name: LocalizedText;
  group: EstimateLineGroup;
}

/**
 * The name a rate's local charge is shown by: the catalogue's, in both languages; an OTHER charge
 * the partner named is shown by the partner's wording (the catalogue's "기타" says nothing).
 */
export function localChargeName(charge: Pick<LocalCharge, 'code' | 'name'>): LocalizedText {
  const partnerName = charge.name?.trim();
  if (charge.code === 'OTHER' && partnerName) return { ko: partnerName, en: partnerName };
  const entry = chargeCodeEntry(charge.code);
  return { ko: entry.nameKo, en: entry.nameEn };
}

/** Containers of one type in an FCL request. */
export interface QuoteContainer {
  type: ContainerType;
  quantity: number;
}

/**
 * True when the rate applies to cargo ready on `date` ('YYYY-MM-DD'): validFrom ≤ date ≤ validTo,
 * both ends inclusive (Seoul calendar days, compared as text, which orders ISO dates correctly).
 */
export function isRateValidOn(rate: { validFrom: string; validTo: string }, date: string): boolean {
  return rate.validFrom <= date && date <= rate.validTo;
}

/**
 * The weight break that prices `chargeableKg`: the highest break whose `minKg` is not above it.
 * Weights below every break are priced at the lowest break (a tariff's first break is its
 * "normal" rate). Undefined only for an empty list.
 */
export function selectWeightBreak<B extends { minKg: number }>(
  breaks: readonly B[],
  chargeableKg: number,
): B | undefined {
  const sorted = [...breaks].sort((a, b) => a.minKg - b.minKg);
  let selected = sorted[0];
  for (const item of sorted) if (item.minKg <= chargeableKg) selected = item;
  return selected;
}

const FREIGHT_NAMES: Record<FreightType, LocalizedText> = {
  FCL: { ko: '해상운임', en: 'Ocean freight' },
  LCL: { ko: '해상운임 (LCL)', en: 'Ocean freight (LCL)' },
  AIR: { ko: '항공운임', en: 'Air freight' },
};

const suffix = (text: LocalizedText, detail: string): LocalizedText => ({
  ko: `${text.ko} ${detail}`,
  en: `${text.en} ${detail}`,
});

const minimumChargeName = (name: LocalizedText): LocalizedText => ({
  ko: `${name.ko} (최저요금)`,
  en: `${name.en} (minimum charge)`,
});

const isPositive = (value: number | string | null | undefined): value is number | string =>
  value !== null && value !== undefined && toUnits(value, UNIT_PRICE_SCALE) > 0n;

const toNumber = (value: number | string): number => (typeof value === 'number' ? value : Number(value));

/**
 * The freight of one rate as one line: quantity × price, or one line of the minimum charge
 * (quantity 1 per BL) when that comes to more.
 */
function freightLine(
  rate: QuoteRate,
  chargeCode: ChargeCode,
  name: LocalizedText,
  unit: QuoteUnit,
  quantity: number,
  unitPrice: number,
): EstimateDraftLine {
  const amount = lineAmount(quantity, unitPrice);
  if (isPositive(rate.minCharge)) {
    const minimum = toNumber(rate.minCharge);
    if (lineAmount(1, minimum) > amount) {
      return {
        chargeCode,
        name: minimumChargeName(name),
        group: 'freight',
        unit: 'BL',
        quantity: 1,
        unitPrice: minimum,
        currency: rate.currency,
        amount: lineAmount(1, minimum),
      };
    }
  }
  return { chargeCode, name, group: 'freight', unit, quantity, unitPrice, currency: rate.currency, amount };
}

/** How many units of a local charge the cargo comes to (0: the charge does not apply). */
export function localChargeQuantity(
  unit: LocalChargeUnit,
  freightType: FreightType,
  measures: CargoMeasures,
  containers: number,
): number {
  switch (unit) {
    case 'BL':
      return 1;
    case 'CNTR':
      return freightType === 'FCL' ? containers : 0;
    case 'RT':
      return measures.revenueTons;
    case 'KG':
      return freightType === 'AIR' ? measures.chargeableKg : measures.actualKg;
  }
}

export interface QuoteRatesInput {
  freightType: FreightType;
  incoterm: Incoterm;
  measures: CargoMeasures;
  /** FCL: the containers asked for (one rate per type must be given). */
  containers?: readonly QuoteContainer[];
  /**
   * LCL/AIR: exactly one rate. FCL: one rate per requested container type, of one partner and
   * carrier; they are combined into one quote.
   */
  rates: readonly QuoteRate[];
}

/**
 * The lines the importer pays of a partner's rate(s) under the Incoterm, origin charges first,
 * then freight, then destination charges; lines that come to nothing (a per-container charge on
 * LCL, a per-kg charge without weight) are left out. Null when the rates cannot price the cargo
 * (an AIR rate without weight breaks, an FCL container type without a rate).
 *
 * FCL with several container types: per-container charges are counted per type (named with the
 * type); a per-BL, per-RT or per-kg charge that several of the rates carry (same name, side, unit
 * and currency) is counted once, at the highest of their prices.
 */
export function quoteRateLines(input: QuoteRatesInput): EstimateDraftLine[] | null {
  const { freightType, incoterm, measures, rates } = input;
  const freight: EstimateDraftLine[] = [];
  const charges: { charge: LocalCharge; rate: QuoteRate; containers: number; detail: string | null }[] = [];

  if (freightType === 'FCL') {
    const containers = input.containers ?? [];
    if (containers.length === 0) return null;
    const several = containers.length > 1;
    for (const container of containers) {
      const rate = rates.find((r) => r.freightType === 'FCL' && r.containerType === container.type);
      if (!rate || !isPositive(rate.price) || container.quantity <= 0) return null;
      const name = suffix(FREIGHT_NAMES.FCL, container.type);
      const code = oceanFreightCode(container.type) ?? 'OTHER';
      freight.push(freightLine(rate, code, name, 'CNTR', container.quantity, toNumber(rate.price)));
      for (const charge of rate.localCharges ?? []) {
        charges.push({
          charge,
          rate,
          containers: container.quantity,
          detail: several && charge.unit === 'CNTR' ? container.type : null,
        });
      }
    }
  } else {
    const [rate] = rates;
    if (!rate || rates.length !== 1 || rate.freightType !== freightType) return null;
    if (freightType === 'LCL') {
      if (rate.price === null || rate.price === undefined) return null;
      freight.push(
        freightLine(rate, 'OFR_LCL', FREIGHT_NAMES.LCL, 'RT', measures.revenueTons, toNumber(rate.price)),
      );
    } else {
      const selected = selectWeightBreak(rate.weightBreaks ?? [], measures.chargeableKg);
      if (!selected || measures.chargeableKg <= 0) return null;
      freight.push(freightLine(rate, 'AFR', FREIGHT_NAMES.AIR, 'KG', measures.chargeableKg, selected.price));
    }
    for (const charge of rate.localCharges ?? []) charges.push({ charge, rate, containers: 0, detail: null });
  }

  // One per-shipment charge per (code, name, side, unit, currency), at its highest price.
  const merged = new Map<string, (typeof charges)[number]>();
  charges.forEach((entry, index) => {
    const { charge } = entry;
    const key =
      charge.unit === 'CNTR'
        ? `#${index}`
        : JSON.stringify([charge.code, charge.name ?? '', charge.side, charge.unit, charge.currency]);
    const existing = merged.get(key);
    if (
      !existing ||
      toUnits(charge.price, UNIT_PRICE_SCALE) > toUnits(existing.charge.price, UNIT_PRICE_SCALE)
    ) {
      merged.set(key, entry);
    }
  });

  const local = (side: 'origin' | 'destination'): EstimateDraftLine[] => {
    if (!importerPays(incoterm, side)) return [];
    const lines: EstimateDraftLine[] = [];
    for (const { charge, containers, detail } of merged.values()) {
      if (charge.side !== side) continue;
      const quantity = localChargeQuantity(charge.unit, freightType, measures, containers);
      if (quantity <= 0) continue;
      const base = localChargeName(charge);
      lines.push({
        chargeCode: charge.code,
        name: detail ? { ko: `${base.ko} (${detail})`, en: `${base.en} (${detail})` } : base,
        group: side,
        unit: charge.unit,
        quantity,
        unitPrice: charge.price,
        currency: charge.currency,
        amount: lineAmount(quantity, charge.price),
      });
    }
    return lines;
  };

  return [...local('origin'), ...(importerPays(incoterm, 'freight') ? freight : []), ...local('destination')];
}
