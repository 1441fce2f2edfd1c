import { describe, expect, it } from 'vitest';
import { measureCargo } from './quote-cargo.ts';
import { MissingExchangeRateError } from './quote-lines.ts';
import { BARO_SERVICE_FEES, insurancePremiumKRW, serviceLines } from './quote-services.ts';

const RATES = { USD: '1380.5', CNY: '190.25' };
const lcl = measureCargo([{ length: 120, width: 100, height: 150, weight: 300, quantity: 4 }]); // 7.2 RT

describe('insurancePremiumKRW', () => {
  it('is 0.03% of the declared value in won, rounded half away from zero', () => {
    expect(insurancePremiumKRW({ amount: 100_000, currency: 'USD' }, RATES)).toBe(41_415); // 138,050,000 × 0.0003
    expect(insurancePremiumKRW({ amount: 200_000_000, currency: 'KRW' }, RATES)).toBe(60_000);
    expect(insurancePremiumKRW({ amount: 51_665_000, currency: 'KRW' }, RATES)).toBe(15_500); // 15,499.5
    expect(insurancePremiumKRW({ amount: 51_661_000, currency: 'KRW' }, RATES)).toBe(15_498); // 15,498.3
  });

  it('is at least KRW 15,000, and that when no value is declared', () => {
    expect(insurancePremiumKRW({ amount: 10_000, currency: 'USD' }, RATES)).toBe(15_000); // 4,141.5
    expect(insurancePremiumKRW(undefined, RATES)).toBe(BARO_SERVICE_FEES.insuranceMinimum);
    expect(insurancePremiumKRW(null, RATES)).toBe(15_000);
  });

  it('needs a rate for the value currency', () => {
    expect(() => insurancePremiumKRW({ amount: 1, currency: 'EUR' }, RATES)).toThrow(
      MissingExchangeRateError,
    );
  });
});

describe('serviceLines', () => {
  const show = (lines: ReturnType<typeof serviceLines>) =>
    lines.map(
      (l) => `${l.group}: ${l.name.en} ${l.unit} ${l.quantity} × ${l.unitPrice} ${l.currency} = ${l.amount}`,
    );

  it('adds nothing unless asked', () => {
    expect(serviceLines(undefined, { freightType: 'LCL', measures: lcl }, RATES)).toEqual([]);
    expect(
      serviceLines(
        { customsClearance: false, insurance: false, inlandTransport: false },
        { freightType: 'LCL', measures: lcl },
        RATES,
      ),
    ).toEqual([]);
  });

  it('prices customs clearance per BL, insurance, and inland transport per RT for LCL and AIR', () => {
    const services = { customsClearance: true, insurance: true, inlandTransport: true };
    expect(show(serviceLines(services, { freightType: 'LCL', measures: lcl }, RATES))).toEqual([
      'service: Import customs clearance BL 1 × 33000 KRW = 33000',
      'service: Cargo insurance BL 1 × 15000 KRW = 15000',
      'service: Inland transport RT 7.2 × 55000 KRW = 396000',
    ]);
    expect(
      show(
        serviceLines({ inlandTransport: true }, { freightType: 'AIR', measures: measureCargo([]) }, RATES),
      ),
    ).toEqual(['service: Inland transport RT 1 × 55000 KRW = 55000']);
    expect(serviceLines(services, { freightType: 'LCL', measures: lcl }, RATES)[0]?.name.ko).toBe(
      '수입 통관 수수료',
    );
  });

  it('prices FCL inland transport per container by type', () => {
    const lines = serviceLines(
      { inlandTransport: true, insurance: true, cargoValue: { amount: 100_000, currency: 'USD' } },
      {
        freightType: 'FCL',
        containers: [
          { type: '20DRY', quantity: 2 },
          { type: '40HQ', quantity: 1 },
        ],
        measures: measureCargo([]),
      },
      RATES,
    );
    expect(show(lines)).toEqual([
      'service: Cargo insurance BL 1 × 41415 KRW = 41415',
      'service: Inland transport 20DRY CNTR 2 × 350000 KRW = 700000',
      'service: Inland transport 40HQ CNTR 1 × 480000 KRW = 480000',
    ]);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(BARO_SERVICE_FEES.inlandTransportPerContainer)).toBe(true);
  });
});
