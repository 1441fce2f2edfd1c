import { addCalendarDays } from '@baro/core';
import { describe, expect, test } from 'vitest';
import { liveMeasures } from '../../components/cargo/cargo-measures.ts';
import {
  bestOf,
  filterOptions,
  groupTotalsKRW,
  NO_FILTERS,
  readEstimateView,
  viewEstimates,
  writeEstimateView,
} from './estimate-view.ts';
import {
  defaultQuoteValues,
  parseQuoteParams,
  type QuoteFormValues,
  quoteParamsOf,
  quotePrefillQuery,
  toSearchRequest,
  valuesOfResult,
} from './quote-search.ts';
import { type QuoteProblem, validateQuoteForm } from './quote-validation.ts';
import { estimateFixture, searchResultFixture } from './test-fixtures.ts';

const lcl = (): QuoteFormValues => ({
  ...defaultQuoteValues(),
  freightType: 'LCL',
  pol: 'CNSHA',
  pod: 'KRPUS',
  incoterms: 'EXW',
  cargoReadyDate: '2026-03-09',
  packages: [
    { length: 120, width: 100, height: 150, weight: 300, quantity: 4 },
    { length: 60.5, width: 40, height: 30, weight: 12.25, quantity: 10 },
  ],
  services: {
    customsClearance: true,
    insurance: true,
    inlandTransport: false,
    cargoValue: { amount: 25000.5, currency: 'EUR' },
  },
});

describe('the search in the address', () => {
  test('round-trips every field of an LCL search', () => {
    const values = lcl();
    const params = quoteParamsOf(values);
    expect(params.toString()).toBe(
      'freightType=LCL&pol=CNSHA&pod=KRPUS&incoterms=EXW&cargoReadyDate=2026-03-09' +
        '&package=120x100x150x300x4&package=60.5x40x30x12.25x10' +
        '&service=customsClearance&service=insurance&cargoValue=25000.5&cargoCurrency=EUR',
    );
    const back = parseQuoteParams(new URLSearchParams(params.toString()));
    expect(back.packages).toEqual(values.packages);
    expect(back.services).toEqual(values.services);
    expect({ ...back, containers: [] }).toEqual({ ...values, containers: [] });
  });

  test('round-trips an FCL search with two container types', () => {
    const values: QuoteFormValues = {
      ...defaultQuoteValues(),
      pol: 'CNSHA',
      pod: 'KRPUS',
      cargoReadyDate: '2026-03-09',
      containers: [
        { type: '40HQ', quantity: 2 },
        { type: '20DRY', quantity: 1 },
      ],
    };
    const params = quoteParamsOf(values);
    expect(params.getAll('container')).toEqual(['40HQ*2', '20DRY*1']);
    expect(params.has('package')).toBe(false);
    expect(parseQuoteParams(params)).toEqual({ ...values, packages: defaultQuoteValues().packages });
  });

  test('ignores what it cannot read, keeping the defaults', () => {
    const values = parseQuoteParams(
      new URLSearchParams(
        'freightType=SHIP&pol=%3Cscript%3E&pod=krpus&incoterms=XYZ&cargoReadyDate=tomorrow' +
          '&container=53HC*1&container=40HQ*2&container=40HQ*9&package=1x2x3&service=massage&cargoCurrency=ZZZ',
      ),
    );
    expect(values).toEqual({
      ...defaultQuoteValues(),
      pod: 'KRPUS',
      containers: [{ type: '40HQ', quantity: 2 }],
    });
  });

  test('a prefill carries only the lane, the freight and the day', () => {
    expect(
      quotePrefillQuery({ freightType: 'AIR', pol: 'PVG', pod: 'ICN', cargoReadyDate: '2026-03-09' }),
    ).toBe('freightType=AIR&pol=PVG&pod=ICN&cargoReadyDate=2026-03-09');
    expect(parseQuoteParams(new URLSearchParams('freightType=AIR&pol=PVG&pod=ICN'))).toMatchObject({
      freightType: 'AIR',
      pol: 'PVG',
      pod: 'ICN',
      cargoReadyDate: '',
    });
  });

  test('a logged search gives back its form values', () => {
    const result = searchResultFixture({ cargoReadyDate: '2026-03-09' });
    expect(valuesOfResult(result)).toMatchObject({
      freightType: 'FCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      incoterms: 'FOB',
      cargoReadyDate: '2026-03-09',
      containers: [{ type: '40HQ', quantity: 2 }],
    });
  });
});

describe('the request body', () => {
  test('sends packages for LCL and AIR, containers for FCL, the cargo value only with insurance', () => {
    expect(toSearchRequest(lcl())).toEqual({
      freightType: 'LCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      incoterms: 'EXW',
      cargoReadyDate: '2026-03-09',
      packages: [
        { length: 120, width: 100, height: 150, weight: 300, quantity: 4 },
        { length: 60.5, width: 40, height: 30, weight: 12.25, quantity: 10 },
      ],
      services: {
        customsClearance: true,
        insurance: true,
        inlandTransport: false,
        cargoValue: { amount: 25000.5, currency: 'EUR' },
      },
    });
    const fcl = toSearchRequest({ ...defaultQuoteValues(), pol: 'CNSHA', pod: 'KRPUS' });
    expect(fcl.containers).toEqual([{ type: '40HQ', quantity: 1 }]);
    expect(fcl).not.toHaveProperty('packages');
    expect(fcl.services).toEqual({ customsClearance: false, insurance: false, inlandTransport: false });
  });
});

describe('validateQuoteForm', () => {
  const say = (problem: QuoteProblem) => `<${problem}>`;
  const check = (values: QuoteFormValues, today = '2026-03-02', language: 'ko' | 'en' = 'ko') =>
    validateQuoteForm(values, { language, today, say });

  test('accepts a complete search', () => {
    expect(check(lcl())).toEqual({});
  });

  test('asks for the places from the list and for the date', () => {
    expect(check(defaultQuoteValues())).toEqual({
      pol: '<polRequired>',
      pod: '<podRequired>',
      cargoReadyDate: '<dateRequired>',
    });
  });

  test('refuses the same place twice, in the contract’s own words', () => {
    expect(check({ ...lcl(), pod: 'CNSHA' })).toEqual({ pod: '출발지와 도착지는 달라야 합니다' });
    expect(check({ ...lcl(), pod: 'CNSHA' }, '2026-03-02', 'en')).toEqual({
      pod: 'Origin and destination must differ',
    });
  });

  test('takes a cargo-ready date from today (Seoul) to a year ahead', () => {
    expect(check({ ...lcl(), cargoReadyDate: '2026-03-01' })).toEqual({ cargoReadyDate: '<pastDate>' });
    expect(check({ ...lcl(), cargoReadyDate: '2026-03-02' })).toEqual({});
    expect(check({ ...lcl(), cargoReadyDate: addCalendarDays('2026-03-02', 365) })).toEqual({});
    expect(check({ ...lcl(), cargoReadyDate: addCalendarDays('2026-03-02', 366) })).toEqual({
      cargoReadyDate: '<tooFar>',
    });
    expect(check({ ...lcl(), cargoReadyDate: '2026-02-30' }, '2026-01-01')).toEqual({
      cargoReadyDate: '<invalidDate>',
    });
  });

  test('checks each package measure at its path', () => {
    const values = lcl();
    values.packages[1] = { length: '', width: 40, height: 30.25, weight: 0, quantity: 1.5 };
    expect(check(values)).toEqual({
      'packages.1.length': '필수 입력 항목입니다',
      'packages.1.height': '소수점 첫째 자리까지 입력해 주세요',
      'packages.1.weight': expect.stringContaining('0'),
      'packages.1.quantity': expect.any(String),
    });
  });

  test('lists each container type once', () => {
    const values: QuoteFormValues = {
      ...lcl(),
      freightType: 'FCL',
      containers: [
        { type: '40HQ', quantity: 1 },
        { type: '40HQ', quantity: 2 },
      ],
    };
    expect(check(values)).toEqual({ 'containers.1.type': '같은 컨테이너 종류는 한 번만 입력해 주세요' });
    values.containers = [{ type: '20DRY', quantity: '' }];
    expect(check(values)).toEqual({ 'containers.0.quantity': '필수 입력 항목입니다' });
  });
});

describe('liveMeasures', () => {
  test('measures the complete rows with the server’s arithmetic', () => {
    // 120×100×150 cm = 1.8 m³ × 4 = 7.2 m³, 1,200 kg; 60.5×40×30 = 0.0726 m³ × 10 = 0.726 m³, 122.5 kg.
    expect(liveMeasures(lcl().packages)).toMatchObject({
      pieces: 14,
      actualKg: 1322.5,
      cbm: 7.926,
      revenueTons: 7.926,
      // per line: max(300, 300) × 4 = 1,200; max(12.25, 12.1) × 10 = 122.5
      chargeableKg: 1322.5,
      countedRows: 2,
      totalRows: 2,
    });
  });

  test('uses the volumetric weight of light air cargo, and skips rows still being typed', () => {
    const rows = [
      { length: 100, width: 80, height: 60, weight: 50, quantity: 2 },
      { length: 10, width: '', height: 10, weight: 1, quantity: 1 },
    ];
    expect(liveMeasures(rows)).toMatchObject({
      chargeableKg: 160,
      cbm: 0.96,
      revenueTons: 1,
      countedRows: 1,
      totalRows: 2,
    });
    expect(liveMeasures([{ length: '', width: '', height: '', weight: '', quantity: 1 }])).toBeNull();
  });
});

describe('the result view', () => {
  const estimates = searchResultFixture().estimates;
  const ids = (list: { id: string }[]) => list.map((estimate) => estimate.id);

  test('sorts by price, or by transit time, ties by the other', () => {
    expect(ids(viewEstimates(estimates, { sort: 'price', ...NO_FILTERS }))).toEqual([
      'est_01LOG-1',
      'est_01LOG-3',
      'est_01LOG-2',
    ]);
    expect(ids(viewEstimates(estimates, { sort: 'transit', ...NO_FILTERS }))).toEqual([
      'est_01LOG-2',
      'est_01LOG-1',
      'est_01LOG-3',
    ]);
  });

  test('filters by partner, carrier and longest transit', () => {
    const view = { sort: 'price' as const, ...NO_FILTERS };
    expect(ids(viewEstimates(estimates, { ...view, carrier: 'HMM' }))).toEqual([
      'est_01LOG-1',
      'est_01LOG-3',
    ]);
    expect(ids(viewEstimates(estimates, { ...view, partner: 'ptn_east' }))).toEqual(['est_01LOG-2']);
    expect(ids(viewEstimates(estimates, { ...view, maxTransitDays: 3 }))).toEqual([
      'est_01LOG-1',
      'est_01LOG-2',
    ]);
    expect(viewEstimates(estimates, { ...view, carrier: 'COSCO', maxTransitDays: 1 })).toEqual([]);
    expect(filterOptions(estimates)).toEqual({
      partners: [
        { id: 'ptn_blue', name: 'Blue Ocean Logistics' },
        { id: 'ptn_east', name: 'Eastern Star Forwarding' },
        { id: 'ptn_han', name: 'Han River Shipping' },
      ],
      carriers: ['COSCO', 'HMM'],
    });
  });

  test('lives in the address beside the search', () => {
    const params = new URLSearchParams('freightType=FCL&log=est_1');
    const written = writeEstimateView(params, {
      sort: 'transit',
      partner: null,
      carrier: 'HMM',
      maxTransitDays: 4,
    });
    expect(written.toString()).toBe('freightType=FCL&log=est_1&sort=transit&carrier=HMM&maxDays=4');
    expect(readEstimateView(written)).toEqual({
      sort: 'transit',
      partner: null,
      carrier: 'HMM',
      maxTransitDays: 4,
    });
    expect(readEstimateView(new URLSearchParams('sort=cheap&maxDays=-2'))).toEqual({
      sort: 'price',
      ...NO_FILTERS,
    });
    expect(writeEstimateView(written, { sort: 'price', ...NO_FILTERS }).toString()).toBe(
      'freightType=FCL&log=est_1',
    );
  });

  test('converts each charge group to won with the estimate’s rates, and marks the best', () => {
    expect(groupTotalsKRW(estimateFixture({ id: 'e' }))).toEqual({
      freight: 1_380_500,
      destination: 300_000,
    });
    expect(bestOf(estimates)).toEqual({
      cheapest: new Set(['est_01LOG-1']),
      fastest: new Set(['est_01LOG-2']),
    });
  });
});
