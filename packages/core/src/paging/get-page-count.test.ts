import { describe, expect, it } from 'vitest';
import { getPageCount } from './get-page-count.ts';

describe('getPageCount', () => {
  it.each([
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [20, 10, 2],
    [21, 10, 3],
    [95, 20, 5],
    [1, 1, 1],
    [1000, 1, 1000],
  ])('%i items at %i per page make %i pages', (total, size, pages) => {
    expect(getPageCount(total, size)).toBe(pages);
  });

  it('rounds up a fractional quotient', () => {
    expect(getPageCount(10, 3)).toBe(4);
    expect(getPageCount(2.5, 1)).toBe(3);
  });

  it.each([
    ['total missing', undefined, 10],
    ['size missing', 10, undefined],
    ['both missing', undefined, undefined],
    ['total 0', 0, 10],
    ['size 0', 10, 0],
    ['total null', null, 10],
    ['negative total', -5, 10],
    ['negative size', 5, -10],
    ['NaN', Number.NaN, 10],
    ['Infinity', Number.POSITIVE_INFINITY, 10],
    ['infinite size', 10, Number.POSITIVE_INFINITY],
    ['numeric strings', '10', '5'],
    ['objects', {}, []],
  ])('is 1 when %s', (_name, total, size) => {
    expect(getPageCount(total, size)).toBe(1);
  });
});
