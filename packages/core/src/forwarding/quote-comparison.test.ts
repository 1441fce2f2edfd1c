import { describe, expect, it } from 'vitest';
import { compareQuotes } from './quote-comparison.ts';

const line = (chargeCode: string, amount: number, currency = 'USD') => ({ chargeCode, amount, currency });
const quote = (id: string, totalKRW: number, lines: ReturnType<typeof line>[]) => ({ id, totalKRW, lines });

describe('compareQuotes', () => {
  it('lines up differently worded quotes by code, freight per container type first', () => {
    const a = quote('a', 3_000_000, [
      line('THC', 150_000, 'KRW'),
      line('OFR_40HQ', 1400),
      line('OFR_20DRY', 700),
    ]);
    const b = quote('b', 3_100_000, [
      line('OFR_20DRY', 650),
      line('OFR_40HQ', 1500),
      line('THC', 160_000, 'KRW'),
    ]);
    const result = compareQuotes([a, b]);
    expect(result.rows.map((row) => row.code)).toEqual(['OFR_20DRY', 'OFR_40HQ', 'THC']);
    expect(result.rows[1]?.lines.get('b')).toEqual([line('OFR_40HQ', 1500)]);
    expect(result.rows.every((row) => row.missingFrom.length === 0)).toBe(true);
    expect(result.sameScope).toBe(true);
    expect([...result.cheapestIds]).toEqual(['a']);
  });

  it('keeps several lines of one code together in their cell', () => {
    const a = quote('a', 1, [line('BAF', 10), line('BAF', 20), line('OFR_40HQ', 1)]);
    const { rows } = compareQuotes([a]);
    expect(rows.map((row) => row.code)).toEqual(['OFR_40HQ', 'BAF']);
    expect(rows[1]?.lines.get('a')).toHaveLength(2);
  });

  it('flags a charge one partner left out and never calls the narrower quote the lowest', () => {
    const full = quote('full', 3_200_000, [
      line('OFR_40HQ', 1400),
      line('THC', 150_000, 'KRW'),
      line('DOC', 50_000, 'KRW'),
    ]);
    const noDoc = quote('noDoc', 3_150_000, [line('OFR_40HQ', 1400), line('THC', 150_000, 'KRW')]);
    const result = compareQuotes([noDoc, full]);
    expect(result.rows.find((row) => row.code === 'DOC')?.missingFrom).toEqual(['noDoc']);
    expect(result.rows.find((row) => row.code === 'DOC')?.lines.get('noDoc')).toEqual([]);
    expect(result.sameScope).toBe(false);
    expect(result.scopes).toEqual([
      { codes: ['OFR_40HQ', 'THC', 'DOC'], services: [], quoteIds: ['full'] },
      { codes: ['OFR_40HQ', 'THC'], services: [], quoteIds: ['noDoc'] },
    ]);
    // Neither is compared with a quote of the same scope: nobody is "the lowest".
    expect(result.cheapestIds.size).toBe(0);
  });

  it('claims the lowest within each scope that has two quotes or more, ties included', () => {
    const result = compareQuotes([
      quote('a', 100, [line('OFR_40HQ', 1), line('DOC', 1)]),
      quote('b', 90, [line('OFR_40HQ', 1)]),
      quote('c', 100, [line('DOC', 2), line('OFR_40HQ', 2)]),
      quote('d', 120, [line('OFR_40HQ', 1), line('DOC', 1)]),
    ]);
    expect(result.scopes.map((scope) => scope.quoteIds)).toEqual([['a', 'c', 'd'], ['b']]);
    expect([...result.cheapestIds].sort()).toEqual(['a', 'c']);
  });

  it('reads an unknown code as OTHER, and handles no quotes and one quote', () => {
    const result = compareQuotes([quote('a', 5, [line('MYSTERY', 1)])]);
    expect(result.rows.map((row) => row.code)).toEqual(['OTHER']);
    expect([...result.cheapestIds]).toEqual(['a']);
    const none = compareQuotes([]);
    expect(none).toMatchObject({ rows: [], scopes: [], sameScope: true });
    expect(none.cheapestIds.size).toBe(0);
  });
});
