import type { ContainerType, FreightType } from '../contracts/rates.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
import type { ChargeCode } from './charge-codes.ts';
import type { CargoMeasures } from './quote-cargo.ts';
import { divideRounded, pow10, toUnits } from './quote-decimal.ts';
import {
  EXCHANGE_RATE_SCALE,
  type ExchangeRates,
  lineAmount,
  MissingExchangeRateError,
  MONEY_SCALE,
} from './quote-lines.ts';
import type { EstimateDraftLine, QuoteContainer } from './quote-rates.ts';

/**
 * Baro's own service fees, in KRW, added to an estimate when the importer asks for the service
 * (whatever the Incoterm and the partner). They are Baro's published list prices for a quick
 * estimate; the final price is confirmed on booking. Duties and import VAT are never included.
 *
 * - customs clearance: a broker's fee per import declaration (one per BL);
 * - cargo insurance: 0.03 % of the declared cargo value (converted to KRW at the day's rate),
 *   at least KRW 15,000; the minimum when no value is declared;
 * - inland transport from the port or airport of discharge to a door in the Seoul metropolitan
 *   area: per container by type for FCL, per revenue ton for LCL and AIR.
 */
export const BARO_SERVICE_FEES = deepFreeze({
  currency: 'KRW',
  customsClearancePerBl: 33_000,
  /** 0.03 % as an exact fraction: 3 / 10,000. */
  insuranceRate: { numerator: 3, denominator: 10_000 },
  insuranceMinimum: 15_000,
  inlandTransportPerContainer: { '20DRY': 350_000, '40DRY': 450_000, '40HQ': 480_000 } satisfies Record<
    ContainerType,
    number
  >,
  inlandTransportPerRevenueTon: 55_000,
} as const);

/** The services an importer may add to an estimate. */
export interface QuoteServices {
  customsClearance?: boolean;
  insurance?: boolean;
  inlandTransport?: boolean;
  /** Declared value of the goods, for the insurance premium. */
  cargoValue?: { amount: number; currency: string } | null;
}

/**
 * The premium in whole won: 0.03 % of the declared value in KRW (rounded half away from zero),
 * at least KRW 15,000. Throws MissingExchangeRateError when the value's currency has no rate.
 */
export function insurancePremiumKRW(
  cargoValue: QuoteServices['cargoValue'],
  exchangeRates: ExchangeRates,
): number {
  const { insuranceRate, insuranceMinimum } = BARO_SERVICE_FEES;
  if (!cargoValue) return insuranceMinimum;
  const { currency } = cargoValue;
  const rate =
    currency === 'KRW' ? '1' : Object.hasOwn(exchangeRates, currency) ? exchangeRates[currency] : undefined;
  if (rate === undefined || toUnits(rate, EXCHANGE_RATE_SCALE) <= 0n)
    throw new MissingExchangeRateError(currency);
  // value in 10^-(2+6) won × 3 / 10,000, rounded to the won.
  const value = toUnits(cargoValue.amount, MONEY_SCALE) * toUnits(rate, EXCHANGE_RATE_SCALE);
  const premium = divideRounded(
    value * BigInt(insuranceRate.numerator),
    BigInt(insuranceRate.denominator) * pow10(MONEY_SCALE + EXCHANGE_RATE_SCALE),
  );
  return Math.max(insuranceMinimum, Number(premium));
}

const fee = (
  chargeCode: ChargeCode,
  name: { ko: string; en: string },
  unit: EstimateDraftLine['unit'],
  quantity: number,
  unitPrice: number,
): EstimateDraftLine => ({
  chargeCode,
  name,
  group: 'service',
  unit,
  quantity,
  unitPrice,
  currency: BARO_SERVICE_FEES.currency,
  amount: lineAmount(quantity, unitPrice),
});

/** The lines of the requested Baro services, in the order customs clearance, insurance, inland transport. */
export function serviceLines(
  services: QuoteServices | undefined,
  cargo: { freightType: FreightType; containers?: readonly QuoteContainer[]; measures: CargoMeasures },
  exchangeRates: ExchangeRates,
): EstimateDraftLine[] {
  if (!services) return [];
  const lines: EstimateDraftLine[] = [];
  if (services.customsClearance) {
    lines.push(
      fee(
        'CUSTOMS',
        { ko: '수입 통관 수수료', en: 'Import customs clearance' },
        'BL',
        1,
        BARO_SERVICE_FEES.customsClearancePerBl,
      ),
    );
  }
  if (services.insurance) {
    const premium = insurancePremiumKRW(services.cargoValue, exchangeRates);
    lines.push(fee('INSURANCE', { ko: '적하보험료', en: 'Cargo insurance' }, 'BL', 1, premium));
  }
  if (services.inlandTransport) {
    if (cargo.freightType === 'FCL') {
      for (const container of cargo.containers ?? []) {
        if (container.quantity <= 0) continue;
        lines.push(
          fee(
            'TRUCKING',
            { ko: `내륙운송 ${container.type}`, en: `Inland transport ${container.type}` },
            'CNTR',
            container.quantity,
            BARO_SERVICE_FEES.inlandTransportPerContainer[container.type],
          ),
        );
      }
    } else {
      lines.push(
        fee(
          'TRUCKING',
          { ko: '내륙운송', en: 'Inland transport' },
          'RT',
          cargo.measures.revenueTons,
          BARO_SERVICE_FEES.inlandTransportPerRevenueTon,
        ),
      );
    }
  }
  return lines;
}
