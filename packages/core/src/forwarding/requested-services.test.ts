import { describe, expect, it } from 'vitest';
import { compareQuotes } from './quote-comparison.ts';
import {
  describeServiceStatus,
  quoteServiceStatuses,
  requestedServiceName,
  requestedServicesOf,
  serviceAnswerProblems,
} from './requested-services.ts';

const line = (chargeCode: string, amount: number, currency = 'KRW') => ({ chargeCode, amount, currency });

describe('requestedServicesOf', () => {
  it('reads the estimate flags partners are asked about, never insurance', () => {
    expect(requestedServicesOf({ customsClearance: true, inlandTransport: true })).toEqual([
      'customsClearance',
      'inlandTransport',
    ]);
    expect(requestedServicesOf({ customsClearance: false, inlandTransport: true })).toEqual([
      'inlandTransport',
    ]);
    expect(requestedServicesOf({ insurance: true } as never)).toEqual([]);
    expect(requestedServicesOf(null)).toEqual([]);
  });

  it('names each service in both languages', () => {
    expect(requestedServiceName('customsClearance', 'ko')).toBe('통관');
    expect(requestedServiceName('inlandTransport', 'ko')).toBe('내륙 운송');
    expect(requestedServiceName('inlandTransport', 'en')).toBe('Inland trucking');
  });
});

describe('quoteServiceStatuses', () => {
  it('sums the lines of a priced service per currency and keeps a decline with its reason', () => {
    const statuses = quoteServiceStatuses(['customsClearance', 'inlandTransport'], {
      lines: [
        line('OFR_40HQ', 1400, 'USD'),
        line('CUSTOMS', 30_000),
        line('CUSTOMS', 5000.5),
        line('CUSTOMS', 10, 'USD'),
      ],
      declinedServices: [{ service: 'inlandTransport', reason: '부산 외 지역 불가' }],
    });
    expect(statuses).toEqual([
      {
        service: 'customsClearance',
        chargeCode: 'CUSTOMS',
        status: 'priced',
        amounts: [
          { currency: 'KRW', amount: 35_000.5 },
          { currency: 'USD', amount: 10 },
        ],
        reason: null,
      },
      {
        service: 'inlandTransport',
        chargeCode: 'TRUCKING',
        status: 'declined',
        amounts: [],
        reason: '부산 외 지역 불가',
      },
    ]);
  });

  it('calls a service neither priced nor declined unanswered (quotes from before the rule)', () => {
    const [status] = quoteServiceStatuses(['inlandTransport'], { lines: [line('THC', 1)] });
    expect(status?.status).toBe('unanswered');
  });
});

describe('serviceAnswerProblems', () => {
  it('is empty when every requested service is priced or declined', () => {
    expect(
      serviceAnswerProblems(['customsClearance', 'inlandTransport'], {
        lines: [line('CUSTOMS', 1)],
        declinedServices: [{ service: 'inlandTransport', reason: null }],
      }),
    ).toEqual({});
  });

  it('names each wrong answer by service', () => {
    expect(
      serviceAnswerProblems(['customsClearance', 'inlandTransport'], { lines: [line('THC', 1)] }),
    ).toEqual({
      customsClearance: 'unanswered',
      inlandTransport: 'unanswered',
    });
    expect(
      serviceAnswerProblems(['customsClearance'], {
        lines: [line('CUSTOMS', 1)],
        declinedServices: [
          { service: 'customsClearance', reason: null },
          { service: 'inlandTransport', reason: null },
        ],
      }),
    ).toEqual({ customsClearance: 'pricedAndDeclined', inlandTransport: 'notRequested' });
    expect(
      serviceAnswerProblems(['inlandTransport'], {
        lines: [line('THC', 1)],
        declinedServices: [
          { service: 'inlandTransport', reason: null },
          { service: 'inlandTransport', reason: 'x' },
        ],
      }),
    ).toEqual({ inlandTransport: 'declinedTwice' });
  });

  it('lets a partner price a service nobody asked for (an ordinary charge)', () => {
    expect(serviceAnswerProblems([], { lines: [line('TRUCKING', 1)] })).toEqual({});
  });
});

describe('compareQuotes with requested services', () => {
  const priced = {
    id: 'priced',
    totalKRW: 2_000_000,
    lines: [line('OFR_40HQ', 1400, 'USD'), line('TRUCKING', 400_000)],
  };
  const declined = {
    id: 'declined',
    totalKRW: 1_700_000,
    lines: [line('OFR_40HQ', 1300, 'USD')],
    declinedServices: [{ service: 'inlandTransport' as const, reason: '차량 없음' }],
  };
  const pricedToo = { ...priced, id: 'pricedToo', totalKRW: 2_100_000 };

  it('gives each requested service a row of every quote’s answer', () => {
    const { services } = compareQuotes([priced, declined], ['inlandTransport']);
    expect(services).toHaveLength(1);
    expect(services[0]?.code).toBe('TRUCKING');
    expect(services[0]?.statuses.get('priced')?.amounts).toEqual([{ currency: 'KRW', amount: 400_000 }]);
    expect(services[0]?.statuses.get('declined')).toMatchObject({ status: 'declined', reason: '차량 없음' });
  });

  it('never calls a quote that declined a service the lowest next to ones that priced it', () => {
    const result = compareQuotes([declined, priced, pricedToo], ['inlandTransport']);
    expect(result.sameScope).toBe(false);
    expect([...result.cheapestIds]).toEqual(['priced']);
    expect(result.scopes[0]).toMatchObject({
      services: ['inlandTransport'],
      quoteIds: ['priced', 'pricedToo'],
    });
    expect(result.scopes[1]).toMatchObject({ services: [], quoteIds: ['declined'] });
  });

  it('has no service rows when the request asked for none', () => {
    expect(compareQuotes([priced]).services).toEqual([]);
  });
});

describe('describeServiceStatus', () => {
  const requested = ['customsClearance', 'inlandTransport'] as const;
  it('says per service the priced amount, the decline with its reason, or no answer, in ko and en', () => {
    const answered = quoteServiceStatuses(requested, {
      lines: [line('CUSTOMS', 30_000), line('CUSTOMS', 3_000), line('CUSTOMS', 20, 'USD')],
      declinedServices: [{ service: 'inlandTransport', reason: '직영 트럭 없음' }],
    });
    expect(answered.map((status) => describeServiceStatus(status, 'ko'))).toEqual([
      '통관: 33,000원 + USD 20.00',
      '내륙 운송: 제공 불가 — 직영 트럭 없음',
    ]);
    expect(answered.map((status) => describeServiceStatus(status, 'en'))).toEqual([
      'Customs clearance: KRW 33,000 + USD 20.00',
      'Inland trucking: declined — 직영 트럭 없음',
    ]);
    const silent = quoteServiceStatuses(requested, {
      lines: [],
      declinedServices: [{ service: 'inlandTransport', reason: null }],
    });
    expect(silent.map((status) => describeServiceStatus(status, 'ko'))).toEqual([
      '통관: 답변 없음',
      '내륙 운송: 제공 불가',
    ]);
    expect(silent.map((status) => describeServiceStatus(status, 'en'))).toEqual([
      'Customs clearance: no answer',
      'Inland trucking: declined',
    ]);
  });

  it("says in the customer's wording what the accepted quote means for them, in ko and en", () => {
    const customer = { wording: 'customer' } as const;
    const answered = quoteServiceStatuses(requested, {
      lines: [line('CUSTOMS', 33_000)],
      declinedServices: [{ service: 'inlandTransport', reason: '부산 외 지역 불가' }],
    });
    expect(answered.map((status) => describeServiceStatus(status, 'ko', customer))).toEqual([
      '통관: 33,000원 (운임 합계에 포함)',
      '내륙 운송: 파트너 제공 불가 (부산 외 지역 불가) — 따로 준비해 주세요',
    ]);
    expect(answered.map((status) => describeServiceStatus(status, 'en', customer))).toEqual([
      'Customs clearance: KRW 33,000 (in the total)',
      'Inland trucking: declined by the partner (부산 외 지역 불가) — arrange it separately',
    ]);
    const silent = quoteServiceStatuses(requested, {
      lines: [],
      declinedServices: [{ service: 'inlandTransport', reason: null }],
    });
    expect(silent.map((status) => describeServiceStatus(status, 'ko', customer))).toEqual([
      '통관: 견적에 포함되지 않음',
      '내륙 운송: 파트너 제공 불가 — 따로 준비해 주세요',
    ]);
    expect(silent.map((status) => describeServiceStatus(status, 'en', customer))).toEqual([
      'Customs clearance: not in the quote',
      'Inland trucking: declined by the partner — arrange it separately',
    ]);
  });

  it("keeps the partner's reason as written, placeholders and $ patterns included", () => {
    const declined = quoteServiceStatuses(['inlandTransport'], {
      lines: [],
      declinedServices: [{ service: 'inlandTransport', reason: "{amount} $& $' 불가" }],
    });
    expect(declined.map((status) => describeServiceStatus(status, 'ko'))).toEqual([
      "내륙 운송: 제공 불가 — {amount} $& $' 불가",
    ]);
  });
});
