import { describe, expect, it } from 'vitest';
import { filterByKeyword } from './filter-by-keyword.ts';

interface Row {
  name: string | null;
  code?: string | undefined;
  count?: number | undefined;
  tags?: string[] | undefined;
}

const rows: Row[] = [
  { name: 'Busan Port', code: 'KRPUS', count: 120 },
  { name: '인천항', code: 'KRINC', count: 45 },
  { name: null, code: 'CNSHA', count: 7 },
  { name: 'Shanghai', code: undefined, count: undefined, tags: ['busan'] },
];

describe('filterByKeyword', () => {
  it('includes: matches any listed key, ignoring case', () => {
    expect(filterByKeyword(rows, { type: 'includes', keys: ['name', 'code'], keyword: 'krp' })).toEqual([
      rows[0],
    ]);
    expect(filterByKeyword(rows, { type: 'includes', keys: ['name'], keyword: 'BUSAN' })).toEqual([rows[0]]);
    expect(filterByKeyword(rows, { type: 'includes', keys: ['name', 'code'], keyword: 'sha' })).toEqual([
      rows[2],
      rows[3],
    ]);
  });

  it('includesCaseSensitive: respects case', () => {
    expect(
      filterByKeyword(rows, { type: 'includesCaseSensitive', keys: ['name'], keyword: 'busan' }),
    ).toEqual([]);
    expect(
      filterByKeyword(rows, { type: 'includesCaseSensitive', keys: ['name'], keyword: 'Busan' }),
    ).toEqual([rows[0]]);
  });

  it('searches numbers as their digits and skips null, undefined and non-text fields', () => {
    expect(filterByKeyword(rows, { type: 'includes', keys: ['count'], keyword: '12' })).toEqual([rows[0]]);
    expect(filterByKeyword(rows, { type: 'includes', keys: ['name', 'code'], keyword: 'null' })).toEqual([]);
    expect(filterByKeyword(rows, { type: 'includes', keys: ['count'], keyword: 'undefined' })).toEqual([]);
    expect(filterByKeyword(rows, { type: 'includes', keys: ['tags'], keyword: 'busan' })).toEqual([]);
  });

  it('matches Korean text, also when stored decomposed (NFD) or typed full-width', () => {
    expect(filterByKeyword(rows, { type: 'includes', keys: ['name'], keyword: '인천' })).toEqual([rows[1]]);
    const decomposed = [{ name: '인천항'.normalize('NFD') }];
    expect(filterByKeyword(decomposed, { type: 'includes', keys: ['name'], keyword: '인천' })).toHaveLength(
      1,
    );
    expect(filterByKeyword(rows, { type: 'includes', keys: ['code'], keyword: 'ｋｒｉｎｃ' })).toEqual([
      rows[1],
    ]);
  });

  it.each(['', '   ', '\u200B', null, undefined])(
    'returns every item, as a new array, for the keyword %s',
    (keyword) => {
      const result = filterByKeyword(rows, { type: 'includes', keys: ['name'], keyword });
      expect(result).toEqual(rows);
      expect(result).not.toBe(rows);
    },
  );

  it('matches nothing when no keys are given', () => {
    expect(filterByKeyword(rows, { type: 'includes', keys: [], keyword: 'busan' })).toEqual([]);
  });

  it('survives bad input', () => {
    expect(filterByKeyword(null as never, { type: 'includes', keys: ['name'], keyword: 'a' })).toEqual([]);
    expect(filterByKeyword('abc' as never, { type: 'includes', keys: [], keyword: 'a' })).toEqual([]);
    const mixed = [null, 1, { name: 'ab' }] as never as Row[];
    expect(filterByKeyword(mixed, { type: 'includes', keys: ['name'], keyword: 'a' })).toEqual([
      { name: 'ab' },
    ]);
    expect(filterByKeyword(rows, { type: 'includes', keys: 'name' as never, keyword: 'a' })).toEqual([]);
    expect(filterByKeyword(rows, null as never)).toEqual(rows);
  });

  it('stays fast with a megabyte keyword and long fields', () => {
    const long = [{ name: 'a'.repeat(1_000_000) }];
    expect(
      filterByKeyword(long, { type: 'includes', keys: ['name'], keyword: 'b'.repeat(1_000_000) }),
    ).toEqual([]);
    expect(filterByKeyword(long, { type: 'includes', keys: ['name'], keyword: 'A' })).toHaveLength(1);
  });
});
