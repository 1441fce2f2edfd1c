import { describe, expect, it } from 'vitest';
import { bidFixture, RATES } from '../../test/fixtures.ts';
import {
  checkQuoteDraft,
  draftLineAmount,
  draftTotals,
  freightBasis,
  freightLines,
  initialQuoteDraft,
  type QuoteDraft,
  type QuoteLineDraft,
  toSubmitRequest,
  validityBeforeCargoReady,
  withChargeCode,
  withServiceAnswer,
} from './quote-form-model.ts';

const line = (overrides: Partial<QuoteLineDraft>): QuoteLineDraft => ({
  key: Math.random().toString(36),
  chargeCode: 'OFR_40HQ',
  name: 'Ocean freight',
  unit: 'CNTR',
  quantity: '1',
  unitPrice: '0',
  currency: 'USD',
  ...overrides,
});

const draft = (overrides: Partial<QuoteDraft> = {}): QuoteDraft => ({
  lines: [line({ quantity: '2', unitPrice: '1200' })],
  services: [],
  validUntil: '2026-03-10',
  transitDays: '3',
  carrier: 'HMM',
  memo: '',
  ...overrides,
});

describe('line amounts', () => {
  it('is quantity × unit price to the cent, rounded half away from zero', () => {
    expect(draftLineAmount({ quantity: '2', unitPrice: '1200' })).toBe(2400);
    expect(draftLineAmount({ quantity: '1.5', unitPrice: '0.333' })).toBe(0.5);
    expect(draftLineAmount({ quantity: '3', unitPrice: '0.005' })).toBe(0.02);
    expect(draftLineAmount({ quantity: '1,000', unitPrice: '2.5' })).toBe(2500);
  });

  it('has no amount until both numbers are there', () => {
    expect(draftLineAmount({ quantity: '', unitPrice: '10' })).toBeNull();
    expect(draftLineAmount({ quantity: '2', unitPrice: 'abc' })).toBeNull();
    expect(draftLineAmount({ quantity: '-1', unitPrice: '10' })).toBeNull();
  });
});

describe('totals', () => {
  it('converts every line with the day’s rates: whole won, then USD to the cent', () => {
    const totals = draftTotals(
      [
        line({ quantity: '2', unitPrice: '1200', currency: 'USD' }),
        line({ name: 'THC', quantity: '2', unitPrice: '150000', currency: 'KRW' }),
        line({ name: 'DOC', unit: 'BL', quantity: '1', unitPrice: '50', currency: 'EUR' }),
      ],
      RATES.rates,
    );
    // 2400 × 1400 + 300000 + 50 × 1500 = 3,735,000 won; ÷ 1400 = 2667.857… USD.
    expect(totals).toEqual({ state: 'ok', totalKRW: 3_735_000, totalUSD: 2667.86 });
  });

  it('skips lines that are not priced yet, and says when nothing is', () => {
    expect(draftTotals([line({ unitPrice: '' })], RATES.rates)).toEqual({ state: 'empty' });
    expect(draftTotals([line({ unitPrice: '' }), line({ unitPrice: '10' })], RATES.rates)).toMatchObject({
      state: 'ok',
      totalKRW: 14_000,
    });
  });

  it('names a currency without a rate instead of guessing', () => {
    expect(draftTotals([line({ unitPrice: '10', currency: 'VND' })], RATES.rates)).toEqual({
      state: 'missingRate',
      currency: 'VND',
    });
  });
});

describe('the first draft', () => {
  it('sizes the freight line to the cargo: containers for FCL, RT for LCL, chargeable kg for AIR', () => {
    const cargo = bidFixture().cargo;
    expect(freightBasis('FCL', cargo)).toEqual({ unit: 'CNTR', quantity: 2 });
    // 2 m³ and 0.6 t → 2 RT; a small load is still charged the minimum 1 RT.
    const packages = [{ length: 100, width: 100, height: 100, weight: 300, quantity: 2 }];
    expect(freightBasis('LCL', { ...cargo, containers: [], packages })).toEqual({ unit: 'RT', quantity: 2 });
    // Chargeable kg per package: max(300 actual, 100×100×100 ÷ 6000 = 166.67 volumetric) = 300; × 2.
    expect(freightBasis('AIR', { ...cargo, containers: [], packages })).toEqual({
      unit: 'KG',
      quantity: 600,
    });
    expect(
      freightBasis('LCL', {
        ...cargo,
        containers: [],
        packages: [{ length: 10, width: 100, height: 100, weight: 1, quantity: 2 }],
      }),
    ).toEqual({ unit: 'RT', quantity: 1 });
  });

  it('starts a new quote valid 14 days after the deadline, and a revision from the live quote', () => {
    const bid = bidFixture();
    const fresh = initialQuoteDraft(bid, null, 'ko');
    expect(fresh).toMatchObject({ validUntil: '2026-03-18', carrier: '', transitDays: '' });
    expect(fresh.lines).toEqual([
      expect.objectContaining({
        chargeCode: 'OFR_40HQ',
        name: '해상운임 40HQ',
        unit: 'CNTR',
        quantity: '2',
        currency: 'USD',
      }),
      // The request asks for customs clearance: a line to price it (or decline it).
      expect.objectContaining({ chargeCode: 'CUSTOMS', name: '통관 수수료', unit: 'BL', currency: 'KRW' }),
    ]);

    const revised = initialQuoteDraft(
      bid,
      {
        id: 'bq_01HZX4QUOTE0001',
        status: 'active',
        outcome: 'pending',
        declinedServices: [],
        lines: [
          {
            chargeCode: 'OFR_40HQ',
            name: 'O/F',
            unit: 'CNTR',
            quantity: 2,
            unitPrice: 1100,
            currency: 'USD',
            amount: 2200,
          },
        ],
        totalKRW: 3_080_000,
        totalUSD: 2200,
        validUntil: '2026-03-15',
        transitDays: 4,
        carrier: 'HMM',
        memo: null,
        submittedAt: '2026-03-02T11:00:00+09:00',
      },
      'en',
    );
    expect(revised).toMatchObject({ validUntil: '2026-03-15', transitDays: '4', carrier: 'HMM', memo: '' });
    expect(revised.lines[0]).toMatchObject({
      chargeCode: 'OFR_40HQ',
      name: 'O/F',
      quantity: '2',
      unitPrice: '1100',
    });
  });

  it('pre-fills one freight line per container type, not one lumped line', () => {
    const cargo = {
      ...bidFixture().cargo,
      containers: [
        { type: '40HQ' as const, quantity: 2 },
        { type: '20DRY' as const, quantity: 1 },
      ],
    };
    expect(freightLines('FCL', cargo, 'en').map((l) => [l.chargeCode, l.name, l.unit, l.quantity])).toEqual([
      ['OFR_40HQ', 'Ocean freight 40HQ', 'CNTR', '2'],
      ['OFR_20DRY', 'Ocean freight 20DRY', 'CNTR', '1'],
    ]);
    const packages = [{ length: 100, width: 100, height: 100, weight: 300, quantity: 2 }];
    expect(freightLines('LCL', { ...cargo, containers: [], packages }, 'ko')).toEqual([
      expect.objectContaining({ chargeCode: 'OFR_LCL', name: '해상운임 (LCL)', unit: 'RT', quantity: '2' }),
    ]);
    expect(freightLines('AIR', { ...cargo, containers: [], packages }, 'en')).toEqual([
      expect.objectContaining({ chargeCode: 'AFR', name: 'Air freight', unit: 'KG', quantity: '600' }),
    ]);
  });
});

describe('picking a charge code', () => {
  it('fills the name and unit from the code, keeping a name the partner typed', () => {
    const blank = line({ chargeCode: 'OTHER', name: '', unit: 'BL' });
    expect(withChargeCode(blank, 'THC', 'FCL', 'ko')).toMatchObject({
      chargeCode: 'THC',
      name: '터미널 화물처리비 (THC)',
      unit: 'CNTR',
    });
    const named = withChargeCode(blank, 'DOC', 'LCL', 'en');
    expect(withChargeCode(named, 'CFS', 'LCL', 'en')).toMatchObject({ name: 'CFS charge', unit: 'RT' });
    const typed = line({ chargeCode: 'OTHER', name: 'Busan THC (terminal)' });
    expect(withChargeCode(typed, 'THC', 'FCL', 'ko')).toMatchObject({
      chargeCode: 'THC',
      name: 'Busan THC (terminal)',
    });
  });

  it('sends the code with each line', () => {
    expect(toSubmitRequest(draft()).lines[0]).toMatchObject({
      chargeCode: 'OFR_40HQ',
      name: 'Ocean freight',
    });
  });

  it('warns only when the validity ends before the cargo is ready', () => {
    expect(validityBeforeCargoReady('2026-03-19', '2026-03-20')).toBe(true);
    expect(validityBeforeCargoReady('2026-03-20', '2026-03-20')).toBe(false);
    expect(validityBeforeCargoReady('', '2026-03-20')).toBe(false);
  });
});

describe('checking a draft', () => {
  it('answers the request body when everything is right (a blank memo is left out)', () => {
    const check = checkQuoteDraft(draft(), 'ko', '2026-03-04');
    expect(check).toEqual({
      ok: true,
      request: {
        lines: [
          {
            chargeCode: 'OFR_40HQ',
            name: 'Ocean freight',
            unit: 'CNTR',
            quantity: 2,
            unitPrice: 1200,
            currency: 'USD',
          },
        ],
        validUntil: '2026-03-10',
        transitDays: 3,
        carrier: 'HMM',
      },
    });
  });

  it('puts the contract’s messages on the fields, in the UI language', () => {
    const bad = draft({
      lines: [line({ name: '', quantity: '0', unitPrice: '' })],
      carrier: ' ',
      transitDays: '',
    });
    const ko = checkQuoteDraft(bad, 'ko', '2026-03-04');
    expect(ko.ok).toBe(false);
    if (ko.ok) return;
    expect(Object.keys(ko.fields).sort()).toEqual(
      ['carrier', 'lines.0.name', 'lines.0.quantity', 'lines.0.unitPrice', 'transitDays'].sort(),
    );
    expect(ko.fields['lines.0.unitPrice']).toBe('필수 입력 항목입니다');
    const en = checkQuoteDraft(bad, 'en', '2026-03-04');
    expect(en.ok ? null : en.fields['lines.0.unitPrice']).toBe('This field is required');
  });

  it('refuses a validity that ends before the bid deadline’s date, as the server would', () => {
    const check = checkQuoteDraft(draft({ validUntil: '2026-03-03' }), 'ko', '2026-03-04');
    expect(check.ok ? null : check.fields.validUntil).toBe(
      '견적 유효기간은 입찰 마감일(2026-03-04) 이후여야 합니다',
    );
  });
});

describe('requested services', () => {
  const servicesBid = () => {
    const bid = bidFixture();
    return {
      ...bid,
      cargo: {
        ...bid.cargo,
        services: { ...bid.cargo.services, customsClearance: true, inlandTransport: true },
      },
    };
  };

  it('starts a new quote with a line per requested service, each to be priced', () => {
    const fresh = initialQuoteDraft(servicesBid(), null, 'ko');
    expect(fresh.lines.map((item) => [item.chargeCode, item.name, item.currency])).toEqual([
      ['OFR_40HQ', '해상운임 40HQ', 'USD'],
      ['CUSTOMS', '통관 수수료', 'KRW'],
      ['TRUCKING', '내륙 운송비', 'KRW'],
    ]);
    expect(fresh.services).toEqual([
      { service: 'customsClearance', answer: 'price', reason: '' },
      { service: 'inlandTransport', answer: 'price', reason: '' },
    ]);
  });

  it('declining drops the service’s lines and sends the decline; pricing again brings a line back', () => {
    const bid = servicesBid();
    const fresh = initialQuoteDraft(bid, null, 'ko');
    const declined = withServiceAnswer(
      { ...fresh, services: fresh.services.map((item) => ({ ...item, reason: '차량 없음' })) },
      'inlandTransport',
      'decline',
      'FCL',
      'ko',
    );
    expect(declined.lines.map((item) => item.chargeCode)).toEqual(['OFR_40HQ', 'CUSTOMS']);
    expect(toSubmitRequest(declined).declinedServices).toEqual([
      { service: 'inlandTransport', reason: '차량 없음' },
    ]);
    const again = withServiceAnswer(declined, 'inlandTransport', 'price', 'FCL', 'ko');
    expect(again.lines.map((item) => item.chargeCode)).toEqual(['OFR_40HQ', 'CUSTOMS', 'TRUCKING']);
    expect(toSubmitRequest(again).declinedServices).toBeUndefined();
  });

  it('a blank reason is left out of the request', () => {
    const fresh = initialQuoteDraft(servicesBid(), null, 'en');
    const declined = withServiceAnswer(fresh, 'customsClearance', 'decline', 'FCL', 'en');
    expect(toSubmitRequest(declined).declinedServices).toEqual([{ service: 'customsClearance' }]);
  });

  it('says under the service, as the server would, when a priced service has no line left', () => {
    const fresh = initialQuoteDraft(servicesBid(), null, 'en');
    const ready = {
      ...fresh,
      lines: fresh.lines
        .filter((item) => item.chargeCode !== 'CUSTOMS')
        .map((item) => ({ ...item, unitPrice: '100' })),
      transitDays: '3',
      carrier: 'HMM',
    };
    const check = checkQuoteDraft(ready, 'en', '2026-03-04');
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.fields['services.customsClearance']).toBe(
        'The customer asked for Customs clearance: price it or decline it',
      );
  });

  it('revising reads the live quote’s declines back', () => {
    const bid = servicesBid();
    const draftOfQuote = initialQuoteDraft(
      bid,
      {
        id: 'bq_01HZX4QUOTE0002',
        status: 'active',
        outcome: 'pending',
        declinedServices: [{ service: 'inlandTransport', reason: null }],
        lines: [
          {
            chargeCode: 'CUSTOMS',
            name: '통관',
            unit: 'BL',
            quantity: 1,
            unitPrice: 1,
            currency: 'KRW',
            amount: 1,
          },
        ],
        totalKRW: 1,
        totalUSD: 0,
        validUntil: '2026-03-20',
        transitDays: 3,
        carrier: 'HMM',
        memo: null,
        submittedAt: '2026-03-02T02:00:00.000Z',
      },
      'ko',
    );
    expect(draftOfQuote.services).toEqual([
      { service: 'customsClearance', answer: 'price', reason: '' },
      { service: 'inlandTransport', answer: 'decline', reason: '' },
    ]);
  });
});
