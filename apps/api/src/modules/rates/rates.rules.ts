import {
  isChargeCode,
  type Language,
  type LocalCharge,
  type PartnerRate,
  type PartnerRateInput,
  RATE_FIELD_MESSAGES,
  type WeightBreak,
} from '@baro/core';
import type { RateRow, RateValues } from './rates.repository.ts';

/** The kind of location a freight type moves between: seaports for FCL and LCL, airports for AIR. */
export const locationKindFor = (freightType: PartnerRateInput['freightType']): 'sea' | 'air' =>
  freightType === 'AIR' ? 'air' : 'sea';

/**
 * Field errors for a rate's pol and pod against the known locations (code → kind): unknown codes,
 * and ports where airports are needed or the other way round. Empty when both are fine.
 */
export function checkRateLocations(
  rate: Pick<PartnerRateInput, 'freightType' | 'pol' | 'pod'>,
  kinds: ReadonlyMap<string, 'sea' | 'air'>,
  lang: Language,
): Record<string, string> {
  const messages = RATE_FIELD_MESSAGES[lang];
  const wanted = locationKindFor(rate.freightType);
  const fields: Record<string, string> = {};
  for (const field of ['pol', 'pod'] as const) {
    const kind = kinds.get(rate[field]);
    if (!kind) fields[field] = messages.unknownLocation;
    else if (kind !== wanted) fields[field] = wanted === 'sea' ? messages.seaLocation : messages.airLocation;
  }
  return fields;
}

const DAY_MS = 86_400_000;

/** The calendar day `days` after `day` ('YYYY-MM-DD'; negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const money = (value: number) => value.toFixed(2);

/** The columns a validated rate is stored in (FCL container + price, LCL price, AIR weight breaks). */
export function toRateValues(rate: PartnerRateInput, now: Date): RateValues {
  return {
    freight_type: rate.freightType,
    pol: rate.pol,
    pod: rate.pod,
    carrier: rate.carrier,
    transit_days: rate.transitDays,
    valid_from: rate.validFrom,
    valid_to: rate.validTo,
    currency: rate.currency,
    container_type: rate.freightType === 'FCL' ? rate.containerType : null,
    price: rate.freightType === 'AIR' ? null : money(rate.price),
    weight_breaks: rate.freightType === 'AIR' ? JSON.stringify(rate.weightBreaks) : null,
    min_charge: rate.minCharge == null ? null : money(rate.minCharge),
    local_charges: JSON.stringify(rate.localCharges),
    updated_at: now,
  };
}

const asArray = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'object' && item !== null) : [];

/** Stored weight breaks (written by toRateValues) back as numbers. */
export function readWeightBreaks(value: unknown): WeightBreak[] {
  return asArray(value).map((item) => ({ minKg: Number(item.minKg), price: Number(item.price) }));
}

/** Stored local charges (written by toRateValues) back in their API shape. */
export function readLocalCharges(value: unknown): LocalCharge[] {
  return asArray(value).map((item) => ({
    // Every stored charge has a code since migration 0068; OTHER keeps an odd row readable.
    code: isChargeCode(item.code) ? item.code : 'OTHER',
    ...(typeof item.name === 'string' && item.name !== '' ? { name: item.name } : {}),
    side: item.side === 'destination' ? 'destination' : 'origin',
    unit: item.unit as LocalCharge['unit'],
    price: Number(item.price),
    currency: String(item.currency) as LocalCharge['currency'],
  }));
}

/** A stored rate as the API answers it. */
export function presentRate(row: RateRow): PartnerRate {
  const common = {
    id: row.id,
    partner: { id: row.partner_id, name: row.partner_name },
    pol: row.pol,
    pod: row.pod,
    carrier: row.carrier,
    transitDays: row.transit_days,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    currency: row.currency,
    minCharge: row.min_charge === null ? null : Number(row.min_charge),
    localCharges: readLocalCharges(row.local_charges),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  switch (row.freight_type) {
    case 'FCL':
      return {
        freightType: 'FCL',
        containerType: row.container_type ?? '20DRY',
        price: Number(row.price),
        ...common,
      };
    case 'LCL':
      return { freightType: 'LCL', price: Number(row.price), ...common };
    default:
      return { freightType: 'AIR', weightBreaks: readWeightBreaks(row.weight_breaks), ...common };
  }
}
