import { describe, expect, it } from 'vitest';
import type { LocalCharge } from '../contracts/rates.ts';
import type { Incoterm } from './incoterms.ts';
import { measureCargo, type QuotePackage } from './quote-cargo.ts';
import {
  isRateValidOn,
  localChargeQuantity,
  type QuoteRate,
  quoteRateLines,
  selectWeightBreak,
} from './quote-rates.ts';

const VALIDITY = { validFrom: '2026-03-01', validTo: '2026-03-31' };
/** An OTHER charge the partner named (shown by its name); see 'charge codes' for coded ones. */
const charge = (
  name: string,
  side: LocalCharge['side'],
  unit: LocalCharge['unit'],
  price: number,
  currency: string,
): LocalCharge => ({ code: 'OTHER', name, side, unit, price, currency: currency as LocalCharge['currency'] });

/** Lines as `name unit qty × price currency = amount` for readable expectations. */
const show = (lines: ReturnType<typeof quoteRateLines>) =>
  lines?.map(
    (l) => `${l.group}: ${l.name.en} ${l.unit} ${l.quantity} × ${l.unitPrice} ${l.currency} = ${l.amount}`,
  );

describe('isRateValidOn', () => {
  it('includes the first and the last day and nothing outside', () => {
    expect(isRateValidOn(VALIDITY, '2026-03-01')).toBe(true);
    expect(isRateValidOn(VALIDITY, '2026-03-15')).toBe(true);
    expect(isRateValidOn(VALIDITY, '2026-03-31')).toBe(true);
    expect(isRateValidOn(VALIDITY, '2026-02-28')).toBe(false);
    expect(isRateValidOn(VALIDITY, '2026-04-01')).toBe(false);
  });

  it('handles a one-day rate and year ends', () => {
    expect(isRateValidOn({ validFrom: '2026-12-31', validTo: '2026-12-31' }, '2026-12-31')).toBe(true);
    expect(isRateValidOn({ validFrom: '2026-12-31', validTo: '2026-12-31' }, '2027-01-01')).toBe(false);
    expect(isRateValidOn({ validFrom: '2026-12-01', validTo: '2027-01-31' }, '2027-01-01')).toBe(true);
  });
});

describe('selectWeightBreak', () => {
  const breaks = [
    { minKg: 0, price: 6 },
    { minKg: 45, price: 5 },
    { minKg: 100, price: 4.5 },
    { minKg: 300, price: 4 },
  ];
  it.each([
    [0.5, 6],
    [44.999, 6],
    [45, 5],
    [99.99, 5],
    [100, 4.5],
    [299.999, 4.5],
    [300, 4],
    [10_000, 4],
  ])('%d kg → %d per kg', (kg, price) => {
    expect(selectWeightBreak(breaks, kg)?.price).toBe(price);
    expect(selectWeightBreak([...breaks].reverse(), kg)?.price).toBe(price);
  });

  it('prices weights below every break at the lowest break', () => {
    expect(
      selectWeightBreak(
        [
          { minKg: 45, price: 5 },
          { minKg: 100, price: 4 },
        ],
        10,
      )?.price,
    ).toBe(5);
  });

  it('has nothing to select from an empty list', () => {
    expect(selectWeightBreak([], 10)).toBeUndefined();
  });
});

describe('localChargeQuantity', () => {
  const measures = measureCargo([{ length: 100, width: 80, height: 60, weight: 50, quantity: 2 }]);
  it('counts per BL once, per CNTR by containers (FCL only), per RT and per kg', () => {
    expect(localChargeQuantity('BL', 'LCL', measures, 0)).toBe(1);
    expect(localChargeQuantity('CNTR', 'FCL', measures, 3)).toBe(3);
    expect(localChargeQuantity('CNTR', 'LCL', measures, 3)).toBe(0);
    expect(localChargeQuantity('CNTR', 'AIR', measures, 3)).toBe(0);
    expect(localChargeQuantity('RT', 'LCL', measures, 0)).toBe(1);
    expect(localChargeQuantity('KG', 'AIR', measures, 0)).toBe(160); // chargeable
    expect(localChargeQuantity('KG', 'LCL', measures, 0)).toBe(100); // actual
    expect(localChargeQuantity('KG', 'FCL', measures, 1)).toBe(100);
  });
});

describe('quoteRateLines: AIR', () => {
  const packages: QuotePackage[] = [{ length: 100, width: 80, height: 60, weight: 50, quantity: 2 }]; // 160 kg
  const measures = measureCargo(packages);
  const rate: QuoteRate = {
    freightType: 'AIR',
    currency: 'USD',
    weightBreaks: [
      { minKg: 0, price: 6 },
      { minKg: 45, price: 5 },
      { minKg: 100, price: 4.5 },
      { minKg: 300, price: 4 },
    ],
    minCharge: 50,
    localCharges: [
      charge('EXW handling', 'origin', 'BL', 30, 'USD'),
      charge('Origin screening', 'origin', 'KG', 0.1, 'USD'),
      charge('D/O fee', 'destination', 'BL', 50_000, 'KRW'),
      charge('Terminal handling', 'destination', 'KG', 150, 'KRW'),
      charge('Container fee', 'destination', 'CNTR', 10, 'USD'),
    ],
    ...VALIDITY,
  };
  const quote = (incoterm: Incoterm, overrides: Partial<QuoteRate> = {}, m = measures) =>
    quoteRateLines({ freightType: 'AIR', incoterm, measures: m, rates: [{ ...rate, ...overrides }] });

  it('EXW: origin charges, freight at the weight break of the chargeable weight, destination charges', () => {
    expect(show(quote('EXW'))).toEqual([
      'origin: EXW handling BL 1 × 30 USD = 30',
      'origin: Origin screening KG 160 × 0.1 USD = 16',
      'freight: Air freight KG 160 × 4.5 USD = 720',
      'destination: D/O fee BL 1 × 50000 KRW = 50000',
      'destination: Terminal handling KG 160 × 150 KRW = 24000',
    ]);
  });

  it.each(['FCA', 'FOB'] as const)('%s: freight and destination charges', (incoterm) => {
    expect(quote(incoterm)?.map((l) => l.group)).toEqual(['freight', 'destination', 'destination']);
  });

  it.each(['CFR', 'CIF', 'CPT', 'CIP'] as const)('%s: destination charges only', (incoterm) => {
    expect(quote(incoterm)?.map((l) => l.name.en)).toEqual(['D/O fee', 'Terminal handling']);
  });

  it.each(['DAP', 'DPU', 'DDP'] as const)('%s: nothing', (incoterm) => {
    expect(quote(incoterm)).toEqual([]);
  });

  it('applies the minimum charge when the freight comes to less', () => {
    const small = measureCargo([{ length: 20, width: 20, height: 20, weight: 5, quantity: 1 }]); // 5 kg
    expect(show(quote('FOB', {}, small))?.[0]).toBe(
      'freight: Air freight (minimum charge) BL 1 × 50 USD = 50',
    );
    expect(quote('FOB', {}, small)?.[0]?.name.ko).toBe('항공운임 (최저요금)');
    // 10 kg × 6 = 60: above the minimum the freight line stays, also when it equals the minimum.
    const ten = measureCargo([{ length: 20, width: 20, height: 20, weight: 10, quantity: 1 }]);
    expect(show(quote('FOB', {}, ten))?.[0]).toBe('freight: Air freight KG 10 × 6 USD = 60');
    expect(show(quote('FOB', { minCharge: 60 }, ten))?.[0]).toBe('freight: Air freight KG 10 × 6 USD = 60');
    expect(show(quote('FOB', { minCharge: 60.01 }, ten))?.[0]).toBe(
      'freight: Air freight (minimum charge) BL 1 × 60.01 USD = 60.01',
    );
    expect(show(quote('FOB', { minCharge: null }, small))?.[0]).toBe(
      'freight: Air freight KG 5 × 6 USD = 30',
    );
    expect(show(quote('FOB', { minCharge: 0 }, small))?.[0]).toBe('freight: Air freight KG 5 × 6 USD = 30');
  });

  it('cannot price without weight breaks or without weight', () => {
    expect(quote('FOB', { weightBreaks: [] })).toBeNull();
    expect(quote('FOB', { weightBreaks: null })).toBeNull();
    expect(quote('FOB', {}, measureCargo([]))).toBeNull();
  });

  it('needs exactly one rate of its freight type', () => {
    expect(quoteRateLines({ freightType: 'AIR', incoterm: 'FOB', measures, rates: [] })).toBeNull();
    expect(quoteRateLines({ freightType: 'AIR', incoterm: 'FOB', measures, rates: [rate, rate] })).toBeNull();
    expect(quoteRateLines({ freightType: 'LCL', incoterm: 'FOB', measures, rates: [rate] })).toBeNull();
  });
});

describe('quoteRateLines: LCL', () => {
  const big = measureCargo([{ length: 120, width: 100, height: 150, weight: 300, quantity: 4 }]); // 7.2 RT
  const small = measureCargo([{ length: 50, width: 40, height: 30, weight: 20, quantity: 1 }]); // 1 RT
  const rate: QuoteRate = {
    freightType: 'LCL',
    currency: 'USD',
    price: 45,
    minCharge: 60,
    localCharges: [
      charge('Origin THC', 'origin', 'RT', 8, 'USD'),
      charge('CFS charge', 'destination', 'RT', 12_000, 'KRW'),
      charge('Document fee', 'destination', 'BL', 35_000, 'KRW'),
      charge('Heavy cargo surcharge', 'destination', 'KG', 10, 'KRW'),
      charge('Container fee', 'destination', 'CNTR', 10, 'USD'),
    ],
    ...VALIDITY,
  };
  const quote = (incoterm: Incoterm, measures = big, overrides: Partial<QuoteRate> = {}) =>
    quoteRateLines({ freightType: 'LCL', incoterm, measures, rates: [{ ...rate, ...overrides }] });

  it('prices per revenue ton; per-kg charges use the actual weight; per-container ones do not apply', () => {
    expect(show(quote('EXW'))).toEqual([
      'origin: Origin THC RT 7.2 × 8 USD = 57.6',
      'freight: Ocean freight (LCL) RT 7.2 × 45 USD = 324',
      'destination: CFS charge RT 7.2 × 12000 KRW = 86400',
      'destination: Document fee BL 1 × 35000 KRW = 35000',
      'destination: Heavy cargo surcharge KG 1200 × 10 KRW = 12000',
    ]);
  });

  it('charges small cargo 1 revenue ton, and the minimum charge on the freight', () => {
    expect(show(quote('FOB', small))).toEqual([
      'freight: Ocean freight (LCL) (minimum charge) BL 1 × 60 USD = 60',
      'destination: CFS charge RT 1 × 12000 KRW = 12000',
      'destination: Document fee BL 1 × 35000 KRW = 35000',
      'destination: Heavy cargo surcharge KG 20 × 10 KRW = 200',
    ]);
    expect(show(quote('FOB', small, { minCharge: null }))?.[0]).toBe(
      'freight: Ocean freight (LCL) RT 1 × 45 USD = 45',
    );
  });

  it('leaves out charges and freight by Incoterm', () => {
    expect(quote('CIF')?.map((l) => l.group)).toEqual(['destination', 'destination', 'destination']);
    expect(quote('DDP')).toEqual([]);
  });

  it('cannot price without a price', () => {
    expect(quote('FOB', big, { price: null })).toBeNull();
  });
});

describe('quoteRateLines: FCL', () => {
  const rate20: QuoteRate = {
    freightType: 'FCL',
    containerType: '20DRY',
    currency: 'USD',
    price: 1200,
    localCharges: [
      charge('O/THC', 'origin', 'CNTR', 900, 'CNY'),
      charge('DOC', 'destination', 'BL', 40_000, 'KRW'),
      charge('D/THC', 'destination', 'CNTR', 130_000, 'KRW'),
    ],
    ...VALIDITY,
  };
  const rate40: QuoteRate = {
    freightType: 'FCL',
    containerType: '40HQ',
    currency: 'USD',
    price: 2100,
    localCharges: [
      charge('O/THC', 'origin', 'CNTR', 1300, 'CNY'),
      charge('DOC', 'destination', 'BL', 45_000, 'KRW'),
      charge('D/THC', 'destination', 'CNTR', 180_000, 'KRW'),
      charge('Weighing', 'destination', 'KG', 1, 'KRW'),
      charge('Cleaning', 'destination', 'RT', 1000, 'KRW'),
    ],
    ...VALIDITY,
  };
  const none = measureCargo([]);

  it('combines one rate per container type: freight per type, per-container charges per type, per-BL once at the highest', () => {
    const lines = quoteRateLines({
      freightType: 'FCL',
      incoterm: 'EXW',
      measures: none,
      containers: [
        { type: '20DRY', quantity: 2 },
        { type: '40HQ', quantity: 1 },
      ],
      rates: [rate40, rate20],
    });
    expect(show(lines)).toEqual([
      'origin: O/THC (20DRY) CNTR 2 × 900 CNY = 1800',
      'origin: O/THC (40HQ) CNTR 1 × 1300 CNY = 1300',
      'freight: Ocean freight 20DRY CNTR 2 × 1200 USD = 2400',
      'freight: Ocean freight 40HQ CNTR 1 × 2100 USD = 2100',
      'destination: DOC BL 1 × 45000 KRW = 45000',
      'destination: D/THC (20DRY) CNTR 2 × 130000 KRW = 260000',
      'destination: D/THC (40HQ) CNTR 1 × 180000 KRW = 180000',
      // Without a packing list: no weight (per-kg left out), the minimum 1 RT.
      'destination: Cleaning RT 1 × 1000 KRW = 1000',
    ]);
    expect(lines?.[2]?.name.ko).toBe('해상운임 20DRY');
  });

  it('names per-container charges without the type when only one type is asked for', () => {
    const lines = quoteRateLines({
      freightType: 'FCL',
      incoterm: 'FOB',
      measures: measureCargo([{ length: 100, width: 100, height: 100, weight: 500, quantity: 10 }]),
      containers: [{ type: '40HQ', quantity: 2 }],
      rates: [rate40],
    });
    expect(show(lines)).toEqual([
      'freight: Ocean freight 40HQ CNTR 2 × 2100 USD = 4200',
      'destination: DOC BL 1 × 45000 KRW = 45000',
      'destination: D/THC CNTR 2 × 180000 KRW = 360000',
      'destination: Weighing KG 5000 × 1 KRW = 5000',
      'destination: Cleaning RT 10 × 1000 KRW = 10000',
    ]);
  });

  it('applies a minimum charge per container type', () => {
    const lines = quoteRateLines({
      freightType: 'FCL',
      incoterm: 'FOB',
      measures: none,
      containers: [{ type: '20DRY', quantity: 2 }],
      rates: [{ ...rate20, price: 100, minCharge: 250, localCharges: [] }],
    });
    expect(show(lines)).toEqual(['freight: Ocean freight 20DRY (minimum charge) BL 1 × 250 USD = 250']);
  });

  it('cannot price a container type without a rate, or without containers', () => {
    const input = { freightType: 'FCL' as const, incoterm: 'FOB' as const, measures: none };
    expect(
      quoteRateLines({
        ...input,
        containers: [
          { type: '20DRY', quantity: 1 },
          { type: '40DRY', quantity: 1 },
        ],
        rates: [rate20, rate40],
      }),
    ).toBeNull();
    expect(quoteRateLines({ ...input, containers: [], rates: [rate20] })).toBeNull();
    expect(quoteRateLines({ ...input, rates: [rate20] })).toBeNull();
    expect(
      quoteRateLines({ ...input, containers: [{ type: '20DRY', quantity: 0 }], rates: [rate20] }),
    ).toBeNull();
    expect(
      quoteRateLines({
        ...input,
        containers: [{ type: '20DRY', quantity: 1 }],
        rates: [{ ...rate20, price: null }],
      }),
    ).toBeNull();
  });

  it('leaves the freight and origin charges to the seller under CFR', () => {
    const lines = quoteRateLines({
      freightType: 'FCL',
      incoterm: 'CFR',
      measures: none,
      containers: [{ type: '20DRY', quantity: 1 }],
      rates: [rate20],
    });
    expect(show(lines)).toEqual([
      'destination: DOC BL 1 × 40000 KRW = 40000',
      'destination: D/THC CNTR 1 × 130000 KRW = 130000',
    ]);
  });
});

describe("charge codes (issue 18: rate charges use the quote lines' catalogue)", () => {
  const measures = measureCargo([]);
  const rate = (localCharges: LocalCharge[]): QuoteRate => ({
    ...VALIDITY,
    freightType: 'FCL',
    containerType: '40HQ',
    price: 1000,
    currency: 'USD',
    localCharges,
  });
  const coded = (
    code: LocalCharge['code'],
    side: LocalCharge['side'],
    unit: LocalCharge['unit'],
    name?: string,
  ): LocalCharge => ({ code, ...(name ? { name } : {}), side, unit, price: 100, currency: 'USD' });

  it("names coded charges by the catalogue in both languages, OTHER by the partner's words", () => {
    const lines = quoteRateLines({
      freightType: 'FCL',
      incoterm: 'EXW',
      measures,
      containers: [{ type: '40HQ', quantity: 2 }],
      rates: [
        rate([
          coded('THC', 'origin', 'CNTR', 'O/THC'),
          coded('DOC', 'destination', 'BL'),
          coded('OTHER', 'destination', 'BL', 'D/O fee'),
          coded('OTHER', 'destination', 'BL'),
        ]),
      ],
    });
    expect(lines?.map((line) => [line.chargeCode, line.name.ko, line.name.en])).toEqual([
      ['THC', '터미널 화물처리비 (THC)', 'Terminal handling charge (THC)'],
      ['OFR_40HQ', '해상운임 40HQ', 'Ocean freight 40HQ'],
      ['DOC', '서류발급비 (DOC)', 'Documentation fee (DOC)'],
      ['OTHER', 'D/O fee', 'D/O fee'],
      ['OTHER', '기타', 'Other'],
    ]);
  });

  it('codes the freight by mode: LCL OFR_LCL, AIR AFR (also as a minimum charge)', () => {
    const lcl = quoteRateLines({
      freightType: 'LCL',
      incoterm: 'FOB',
      measures: measureCargo([{ length: 100, width: 100, height: 100, weight: 100, quantity: 1 }]),
      rates: [{ ...VALIDITY, freightType: 'LCL', price: 40, currency: 'USD', minCharge: 100 }],
    });
    expect(lcl?.map((line) => [line.chargeCode, line.name.en])).toEqual([
      ['OFR_LCL', 'Ocean freight (LCL) (minimum charge)'],
    ]);
    const air = quoteRateLines({
      freightType: 'AIR',
      incoterm: 'FOB',
      measures: measureCargo([{ length: 50, width: 50, height: 50, weight: 60, quantity: 1 }]),
      rates: [{ ...VALIDITY, freightType: 'AIR', weightBreaks: [{ minKg: 0, price: 5 }], currency: 'USD' }],
    });
    expect(air?.map((line) => line.chargeCode)).toEqual(['AFR']);
  });

  it('keeps two per-B/L charges of different codes apart and merges one code carried twice', () => {
    const lines = quoteRateLines({
      freightType: 'FCL',
      incoterm: 'FOB',
      measures,
      containers: [
        { type: '40HQ', quantity: 1 },
        { type: '20DRY', quantity: 1 },
      ],
      rates: [
        rate([coded('DOC', 'destination', 'BL'), coded('HANDLING', 'destination', 'BL')]),
        { ...rate([coded('DOC', 'destination', 'BL')]), containerType: '20DRY' },
      ],
    });
    expect(lines?.filter((line) => line.group === 'destination').map((line) => line.chargeCode)).toEqual([
      'DOC',
      'HANDLING',
    ]);
  });
});
