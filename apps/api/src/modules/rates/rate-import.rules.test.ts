import { MAX_RATE_IMPORT_ROWS, partnerRateInputSchema, RATE_FIELD_MESSAGES } from '@baro/core';
import { describe, expect, it } from 'vitest';
import { readXlsx, renderXlsx, type XlsxSheet } from '../documents/documents.api.ts';
import {
  cellDate,
  cellNumber,
  cellText,
  checkSheetLocations,
  columnOfHeader,
  exampleRates,
  formatLocalCharges,
  formatWeightBreaks,
  headerText,
  parseLocalCharges,
  parseRateSheets,
  parseWeightBreaks,
  RATE_COLUMNS,
  RATE_SHEET_NAME,
  RATE_SHEET_NOTES,
  rateSheet,
  rowFieldKey,
  toRateSheetRow,
} from './rate-import.rules.ts';

const TODAY = '2026-03-01';
const EXAMPLES = exampleRates(TODAY);
const HEADER = RATE_COLUMNS.map(headerText);

/** A sheet's rows laid out as renderXlsx writes them and readXlsx reads them back. */
function layout(sheet: XlsxSheet): unknown[][] {
  const titles = (sheet.titleRows ?? []).map((title) => [title]);
  const blank = titles.length > 0 ? [[]] : [];
  const header = sheet.columns.map((column) => column.header);
  const rows = sheet.rows.map((row) => sheet.columns.map((column) => row[column.key] ?? null));
  return [...titles, ...blank, header, ...rows];
}

/** The Excel row number of the first data row in a laid-out rate sheet. */
const FIRST_DATA_ROW = RATE_SHEET_NOTES.length + 1 + 1 + 1 + 1;

/** One data row by column key, everything else blank. */
const row = (values: Partial<Record<(typeof RATE_COLUMNS)[number]['key'], unknown>>) =>
  RATE_COLUMNS.map((column) => values[column.key] ?? null);

const goodFcl = {
  freightType: 'FCL',
  pol: 'CNSHA',
  pod: 'KRPUS',
  containerType: '20DRY',
  price: 400,
  currency: 'USD',
  carrier: 'HMM',
  transitDays: 2,
  validFrom: '2026-03-01',
  validTo: '2026-05-31',
};

const sheetOf = (...rows: unknown[][]) => [{ sheetName: 'Rates', rows: [HEADER, ...rows] }];

describe('the rate sheet', () => {
  it('has a title, bilingual notes and a bilingual header', () => {
    const sheet = rateSheet(EXAMPLES, 'Title');
    expect(sheet.name).toBe(RATE_SHEET_NAME);
    expect(sheet.titleRows).toEqual(['Title', ...RATE_SHEET_NOTES]);
    expect(RATE_SHEET_NOTES[0]).toMatch(/[가-힣]/);
    expect(RATE_SHEET_NOTES[1]).toMatch(/^How to fill in/);
    expect(sheet.columns.map((column) => column.header)).toContain('운송유형 / Freight type');
    expect(sheet.rows).toHaveLength(3);
  });

  it('writes weight breaks and local charges compactly', () => {
    expect(
      formatWeightBreaks([
        { minKg: 0, price: 5.2 },
        { minKg: 45, price: 4.8 },
        { minKg: 100, price: 4.1 },
      ]),
    ).toBe('0:5.2;45:4.8;100:4.1');
    expect(
      formatLocalCharges([
        { code: 'THC', side: 'origin', unit: 'CNTR', price: 850, currency: 'CNY' },
        { code: 'DOC', name: 'DOC fee', side: 'destination', unit: 'BL', price: 50000, currency: 'KRW' },
      ]),
    ).toBe('THC||origin|CNTR|850|CNY; DOC|DOC fee|destination|BL|50000|KRW');
  });

  it('leaves the fields a freight type does not have blank', () => {
    const [fcl, lcl, air] = EXAMPLES.map(toRateSheetRow);
    expect(fcl).toMatchObject({ containerType: '20DRY', price: 400, weightBreaks: null });
    expect(lcl).toMatchObject({ containerType: null, price: 45, weightBreaks: null, minCharge: 45 });
    expect(air).toMatchObject({ containerType: null, price: null, weightBreaks: '0:5.2;45:4.8;100:4.1' });
    expect(fcl?.validFrom).toEqual(new Date('2026-03-01T00:00:00Z'));
  });

  it('has example rates valid from today for 90 days that are valid rates', () => {
    for (const rate of EXAMPLES) {
      expect(partnerRateInputSchema.parse(rate)).toEqual(rate);
      expect(rate.validFrom).toBe(TODAY);
      expect(rate.validTo).toBe('2026-05-30');
    }
    expect(EXAMPLES.map((rate) => rate.freightType)).toEqual(['FCL', 'LCL', 'AIR']);
  });
});

describe('reading cells', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['  HMM ', 'HMM'],
    [12.5, '12.5'],
    [Number.NaN, ''],
    [true, 'TRUE'],
    [new Date('2026-03-01T00:00:00Z'), '2026-03-01'],
    [{ richText: [{ text: 'CN' }, { text: 'SHA' }] }, 'CNSHA'],
    [{ formula: 'A1', result: 'KRPUS' }, 'KRPUS'],
    [{ text: 'link', hyperlink: 'https://x' }, 'link'],
    [{}, ''],
  ])('text of %o is %o', (cell, expected) => {
    expect(cellText(cell)).toBe(expected);
  });

  it.each([
    [400, 400],
    ['1,200.50', 1200.5],
    [' 45 ', 45],
    ['-3', -3],
    ['abc', 'abc'],
    ['1,20', '1,20'],
    ['', undefined],
    [null, undefined],
    [{ formula: 'B2*2', result: 90 }, 90],
  ])('number of %o is %o', (cell, expected) => {
    expect(cellNumber(cell)).toEqual(expected);
  });

  it.each([
    [new Date('2026-03-01T00:00:00Z'), '2026-03-01'],
    [46082, '2026-03-01'],
    ['2026-03-01', '2026-03-01'],
    ['2026-3-1', '2026-03-01'],
    ['2026/03/01', '2026-03-01'],
    ['2026.03.01.', '2026-03-01'],
    ['next week', 'next week'],
    ['', undefined],
    [null, undefined],
  ])('date of %o is %o', (cell, expected) => {
    expect(cellDate(cell)).toBe(expected);
  });

  it.each([
    ['운송유형 / Freight type', 'freightType'],
    ['운송유형', 'freightType'],
    ['Freight type', 'freightType'],
    ['freightType', 'freightType'],
    ['FREIGHT TYPE', 'freightType'],
    ['출발지\nOrigin (POL)', 'pol'],
    ['Origin', undefined],
    ['POD', 'pod'],
    ['도착지', 'pod'],
    ['Local charges (code|name|side|unit|price|currency; …)', 'localCharges'],
    ['비고', undefined],
    [null, undefined],
  ])('header %o is column %o', (cell, expected) => {
    expect(columnOfHeader(cell)).toBe(expected);
  });
});

describe('parseWeightBreaks and parseLocalCharges', () => {
  it('read the compact forms, with spaces, kg and = tolerated', () => {
    expect(parseWeightBreaks('0:5.2; 45 : 4.8;100kg=4.1;')).toEqual({
      ok: true,
      value: [
        { minKg: 0, price: 5.2 },
        { minKg: 45, price: 4.8 },
        { minKg: 100, price: 4.1 },
      ],
    });
    expect(
      parseLocalCharges(
        'thc||origin|CNTR|850|cny; DOC | DOC fee | 도착지 | bl | 50,000 | KRW; lss|o|cntr|5|usd',
      ),
    ).toEqual({
      ok: true,
      value: [
        { code: 'THC', side: 'origin', unit: 'CNTR', price: 850, currency: 'CNY' },
        { code: 'DOC', name: 'DOC fee', side: 'destination', unit: 'BL', price: 50000, currency: 'KRW' },
        // Five parts: a code without a name (also how a sheet from before codes reads).
        { code: 'LSS', side: 'origin', unit: 'CNTR', price: 5, currency: 'USD' },
      ],
    });
  });

  it.each(['5.2', '0:5.2:1', 'a:5', '0:', ':4', '0-45:5'])('refuse weight breaks %o', (text) => {
    expect(parseWeightBreaks(text).ok).toBe(false);
  });

  it.each(['THC', 'THC|origin|CNTR|850', 'THC|x|origin|CNTR|850|CNY|x'])(
    'refuse local charges %o',
    (text) => {
      expect(parseLocalCharges(text).ok).toBe(false);
    },
  );

  it('leave values to the schema to judge', () => {
    expect(parseLocalCharges('THC|both|BOX|free|USD')).toEqual({
      ok: true,
      value: [{ code: 'THC', side: 'both', unit: 'BOX', price: 'free', currency: 'USD' }],
    });
  });
});

describe('parseRateSheets', () => {
  it('reads back every rate a rate sheet holds (round trip)', () => {
    const result = parseRateSheets(
      [{ sheetName: RATE_SHEET_NAME, rows: layout(rateSheet(EXAMPLES, 'T')) }],
      'ko',
    );
    expect(result.fields).toEqual({});
    expect(result.rows.map((parsed) => parsed.row)).toEqual([
      FIRST_DATA_ROW,
      FIRST_DATA_ROW + 1,
      FIRST_DATA_ROW + 2,
    ]);
    expect(result.rows.map((parsed) => parsed.rate)).toEqual(EXAMPLES);
  });

  it('reads back a workbook written by renderXlsx and read by readXlsx', async () => {
    const bytes = await renderXlsx({ sheets: [rateSheet(EXAMPLES, 'T')] });
    const result = parseRateSheets(await readXlsx(bytes), 'en');
    expect(result.fields).toEqual({});
    expect(result.rows.map((parsed) => parsed.rate)).toEqual(EXAMPLES);
    expect(result.rows[0]?.row).toBe(FIRST_DATA_ROW);
  });

  it('finds columns by header whatever their order, skipping blank rows and unknown columns', () => {
    const columns = [
      '비고',
      'validTo',
      'validFrom',
      'Carrier',
      'transitDays',
      'currency',
      'price',
      'containerType',
      'pod',
      'pol',
      'freightType',
    ];
    const values = [
      'memo',
      '2026-05-31',
      '2026-03-01',
      'HMM',
      2,
      'usd',
      '400',
      '40hc',
      'krpus',
      'cnsha',
      'fcl',
    ];
    const result = parseRateSheets(
      [{ sheetName: 'x', rows: [['note'], columns, [], values, [null, ''], values] }],
      'en',
    );
    expect(result.fields).toEqual({});
    expect(result.rows).toHaveLength(2);
    expect(result.rows[0]).toEqual({
      row: 4,
      rate: { ...goodFcl, containerType: '40HQ', localCharges: [] },
    });
    expect(result.rows[1]?.row).toBe(6);
  });

  it('uses the first sheet that has a header', () => {
    const result = parseRateSheets(
      [{ sheetName: 'Guide', rows: [['Read me']] }, ...sheetOf(row(goodFcl))],
      'en',
    );
    expect(result.fields).toEqual({});
    expect(result.rows).toHaveLength(1);
  });

  it('refuses a local charge without a catalogue code, by row, in Korean and English (issue 18)', () => {
    const sheet = sheetOf(
      row({ ...goodFcl, localCharges: 'THC||origin|CNTR|850|CNY' }),
      row({ ...goodFcl, localCharges: 'DOC|D/O|destination|BL|5|KRW; Terminal fee|destination|BL|5|KRW' }),
    );
    const ko = parseRateSheets(sheet, 'ko');
    expect(ko.rows.map((parsed) => parsed.rate.localCharges)).toEqual([
      [{ code: 'THC', side: 'origin', unit: 'CNTR', price: 850, currency: 'CNY' }],
    ]);
    expect(ko.fields).toEqual({ [rowFieldKey(3, 'localCharges.1.code')]: RATE_FIELD_MESSAGES.ko.chargeCode });
    expect(parseRateSheets(sheet, 'en').fields).toEqual({
      [rowFieldKey(3, 'localCharges.1.code')]: RATE_FIELD_MESSAGES.en.chargeCode,
    });
  });

  it('reports every bad row with its Excel row number and the column, in Korean', () => {
    const result = parseRateSheets(
      sheetOf(
        row(goodFcl),
        row({ ...goodFcl, pod: 'CNSHA', price: 'free' }),
        row({ ...goodFcl, freightType: 'AIR', containerType: null, price: null, weightBreaks: '0:5;0:4' }),
        row({ ...goodFcl, validFrom: '2026-06-01', transitDays: 200 }),
        row({ ...goodFcl, localCharges: 'THC origin 850' }),
        row({ ...goodFcl, freightType: 'LCL', weightBreaks: '5' }),
      ),
      'ko',
    );
    expect(result.rows.map((parsed) => parsed.row)).toEqual([2]);
    expect(result.fields).toEqual({
      [rowFieldKey(3, 'price')]: '숫자를 입력해 주세요',
      [rowFieldKey(4, 'weightBreaks.1.minKg')]: RATE_FIELD_MESSAGES.ko.weightBreakOrder,
      [rowFieldKey(5, 'transitDays')]: '120 이하여야 합니다',
      [rowFieldKey(5, 'validTo')]: '유효 종료일은 시작일과 같거나 이후여야 합니다',
      [rowFieldKey(6, 'localCharges')]: RATE_FIELD_MESSAGES.ko.localChargesFormat,
      [rowFieldKey(7, 'weightBreaks')]: RATE_FIELD_MESSAGES.ko.weightBreaksFormat,
      [rowFieldKey(7, 'containerType')]: '허용되지 않는 항목입니다',
    });
  });

  it('reports cross-field problems once the fields are fine, in English', () => {
    const result = parseRateSheets(sheetOf(row({ ...goodFcl, pod: 'CNSHA', validTo: '2026-02-01' })), 'en');
    expect(result.fields).toEqual({
      'rows.2.pod': 'Origin and destination must differ',
      'rows.2.validTo': 'Must be on or after the start date',
    });
  });

  it('reports a missing value as required', () => {
    const result = parseRateSheets(sheetOf(row({ ...goodFcl, carrier: '  ', validTo: null })), 'en');
    expect(result.fields).toEqual({
      'rows.2.carrier': 'This field is required',
      'rows.2.validTo': 'This field is required',
    });
  });

  it('refuses a file without a rate header, or with required columns missing', () => {
    expect(
      parseRateSheets(
        [
          {
            sheetName: 'x',
            rows: [
              ['a', 'b'],
              [1, 2],
            ],
          },
        ],
        'ko',
      ),
    ).toEqual({
      rows: [],
      fields: { key: RATE_FIELD_MESSAGES.ko.sheetNoHeader },
    });
    expect(parseRateSheets([], 'en').fields).toEqual({ key: RATE_FIELD_MESSAGES.en.sheetNoHeader });
    const partial = parseRateSheets(
      [
        {
          sheetName: 'x',
          rows: [
            ['freightType', 'pol', 'pod'],
            ['FCL', 'CNSHA', 'KRPUS'],
          ],
        },
      ],
      'en',
    );
    expect(partial.rows).toEqual([]);
    expect(partial.fields.key).toBe(
      `${RATE_FIELD_MESSAGES.en.sheetNoHeader} (Currency, Carrier, Transit days, Valid from, Valid to)`,
    );
  });

  it('refuses a sheet without rate rows, and one with too many', () => {
    expect(parseRateSheets(sheetOf([], [null]), 'en').fields).toEqual({
      key: RATE_FIELD_MESSAGES.en.sheetNoRows,
    });
    const many = Array.from({ length: MAX_RATE_IMPORT_ROWS + 1 }, () => row(goodFcl));
    expect(parseRateSheets(sheetOf(...many), 'ko').fields).toEqual({
      key: RATE_FIELD_MESSAGES.ko.sheetTooManyRows,
    });
    const most = Array.from({ length: MAX_RATE_IMPORT_ROWS }, () => row(goodFcl));
    expect(parseRateSheets(sheetOf(...most), 'ko').rows).toHaveLength(MAX_RATE_IMPORT_ROWS);
  });
});

describe('checkSheetLocations', () => {
  it('reports rows whose places are unknown or of the wrong kind', () => {
    const { rows } = parseRateSheets(
      sheetOf(
        row(goodFcl),
        row({ ...goodFcl, pol: 'PVG' }),
        row({
          ...goodFcl,
          freightType: 'AIR',
          containerType: null,
          price: null,
          weightBreaks: '0:5',
          pol: 'PVG',
          pod: 'ZZZ',
        }),
      ),
      'en',
    );
    const kinds = new Map<string, 'sea' | 'air'>([
      ['CNSHA', 'sea'],
      ['KRPUS', 'sea'],
      ['PVG', 'air'],
    ]);
    expect(checkSheetLocations(rows, kinds, 'en')).toEqual({
      'rows.3.pol': RATE_FIELD_MESSAGES.en.seaLocation,
      'rows.4.pod': RATE_FIELD_MESSAGES.en.unknownLocation,
    });
  });
});
