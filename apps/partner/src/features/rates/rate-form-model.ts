import {
  type ChargeCode,
  type ContainerType,
  chargeCodeEntry,
  type FreightType,
  type Language,
  type LocalChargeSide,
  type LocalChargeUnit,
  type PartnerRate,
  type PartnerRateRequest,
  parseAmount,
  partnerRateInputSchema,
  toFieldErrors,
} from '@baro/core';

// The rate form's values as typed, per freight type (FCL: container type and price per container;
// LCL: price per revenue ton; AIR: weight breaks), and the request the API takes. The messages are
// the contract's own (partnerRateInputSchema through toFieldErrors): the form says what the server
// would, in the same words, under the same field paths (`weightBreaks.1.minKg`, `localCharges.0.price`).

export interface WeightBreakDraft {
  readonly key: string;
  readonly minKg: string;
  readonly price: string;
}

export interface LocalChargeDraft {
  readonly key: string;
  /** What the charge is for, from the charge catalogue (the same codes as quote lines). */
  readonly code: ChargeCode;
  /** The partner's own wording, optional. */
  readonly name: string;
  readonly side: LocalChargeSide;
  readonly unit: LocalChargeUnit;
  readonly price: string;
  readonly currency: string;
}

export interface RateDraft {
  readonly freightType: FreightType;
  readonly containerType: ContainerType | '';
  /** FCL per container, LCL per revenue ton. */
  readonly price: string;
  readonly weightBreaks: readonly WeightBreakDraft[];
  readonly pol: string;
  readonly pod: string;
  readonly carrier: string;
  readonly transitDays: string;
  readonly validFrom: string;
  readonly validTo: string;
  readonly currency: string;
  readonly minCharge: string;
  readonly localCharges: readonly LocalChargeDraft[];
}

let counter = 0;
export const newRowKey = (prefix: string): string => {
  counter += 1;
  return `${prefix}-${counter}`;
};

export const emptyWeightBreak = (): WeightBreakDraft => ({ key: newRowKey('wb'), minKg: '', price: '' });

export const emptyLocalCharge = (currency = 'KRW'): LocalChargeDraft => ({
  key: newRowKey('lc'),
  code: 'DOC',
  name: '',
  side: 'destination',
  unit: 'BL',
  price: '',
  currency,
});

/**
 * The unit a rate's charge of `code` is counted per on `freightType`, from the catalogue's basis:
 * per container (FCL; per R/T on LCL, per kg on air), per R/T, per chargeable kg, per B/L.
 */
export function localChargeUnitFor(code: ChargeCode, freightType: FreightType): LocalChargeUnit {
  switch (chargeCodeEntry(code).basis) {
    case 'container':
      return freightType === 'FCL' ? 'CNTR' : freightType === 'LCL' ? 'RT' : 'KG';
    case 'rt':
      return 'RT';
    case 'chargeable_kg':
      return 'KG';
    case 'bl':
    case 'shipment':
      return 'BL';
  }
}

/** A charge with `code` picked: its unit follows the catalogue's basis (still changeable). */
export function withLocalChargeCode(
  charge: LocalChargeDraft,
  code: ChargeCode,
  freightType: FreightType,
): LocalChargeDraft {
  return { ...charge, code, unit: localChargeUnitFor(code, freightType) };
}

/** A new rate of `freightType`, valid from `today`. */
export function emptyRateDraft(freightType: FreightType = 'FCL', today = ''): RateDraft {
  return {
    freightType,
    containerType: freightType === 'FCL' ? '20DRY' : '',
    price: '',
    weightBreaks: [{ key: newRowKey('wb'), minKg: '0', price: '' }],
    pol: '',
    pod: '',
    carrier: '',
    transitDays: '',
    validFrom: today,
    validTo: '',
    currency: 'USD',
    minCharge: '',
    localCharges: [],
  };
}

/** The form's values for a stored rate (to edit it). */
export function draftFromRate(rate: PartnerRate): RateDraft {
  return {
    freightType: rate.freightType,
    containerType: rate.freightType === 'FCL' ? rate.containerType : '',
    price: rate.freightType === 'AIR' ? '' : String(rate.price),
    weightBreaks:
      rate.freightType === 'AIR'
        ? rate.weightBreaks.map((step) => ({
            key: newRowKey('wb'),
            minKg: String(step.minKg),
            price: String(step.price),
          }))
        : [{ key: newRowKey('wb'), minKg: '0', price: '' }],
    pol: rate.pol,
    pod: rate.pod,
    carrier: rate.carrier,
    transitDays: String(rate.transitDays),
    validFrom: rate.validFrom,
    validTo: rate.validTo,
    currency: rate.currency,
    minCharge: rate.minCharge === null ? '' : String(rate.minCharge),
    localCharges: rate.localCharges.map((charge) => ({
      key: newRowKey('lc'),
      code: charge.code,
      name: charge.name ?? '',
      side: charge.side,
      unit: charge.unit,
      price: String(charge.price),
      currency: charge.currency,
    })),
  };
}

const blankToUndefined = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

/** The request body of a draft: only the fields of its freight type; a blank minimum charge is null. */
export function toRateRequest(draft: RateDraft): PartnerRateRequest {
  const common = {
    pol: blankToUndefined(draft.pol) as string,
    pod: blankToUndefined(draft.pod) as string,
    carrier: draft.carrier,
    transitDays: parseAmount(draft.transitDays) as number,
    validFrom: blankToUndefined(draft.validFrom) as string,
    validTo: blankToUndefined(draft.validTo) as string,
    currency: draft.currency,
    minCharge: draft.minCharge.trim() === '' ? null : (parseAmount(draft.minCharge) as number),
    localCharges: draft.localCharges.map((charge) => ({
      code: charge.code,
      ...(charge.name.trim() === '' ? {} : { name: charge.name }),
      side: charge.side,
      unit: charge.unit,
      price: parseAmount(charge.price) as number,
      currency: charge.currency,
    })),
  };
  switch (draft.freightType) {
    case 'FCL':
      return {
        freightType: 'FCL',
        containerType: blankToUndefined(draft.containerType) as ContainerType | undefined as ContainerType,
        price: parseAmount(draft.price) as number,
        ...common,
      };
    case 'LCL':
      return { freightType: 'LCL', price: parseAmount(draft.price) as number, ...common };
    case 'AIR':
      return {
        freightType: 'AIR',
        weightBreaks: draft.weightBreaks.map((step) => ({
          minKg: parseAmount(step.minKg) as number,
          price: parseAmount(step.price) as number,
        })),
        ...common,
      };
  }
}

export type RateCheck =
  | { readonly ok: true; readonly request: PartnerRateRequest }
  | { readonly ok: false; readonly fields: Record<string, string> };

/** Checks a draft with the contract, in `language`. Unknown port codes are the server's to find. */
export function checkRateDraft(draft: RateDraft, language: Language): RateCheck {
  const request = toRateRequest(draft);
  const parsed = partnerRateInputSchema.safeParse(request);
  if (parsed.success) return { ok: true, request };
  return { ok: false, fields: toFieldErrors(parsed.error, language, request) };
}
