import { describe, expect, it } from 'vitest';
import { ARRAY_ITEM_CHECK_REQUIRED_MESSAGE, isValidArray } from './is-valid-array.ts';

describe('isValidArray', () => {
  it('accepts a non-empty array of primitives without a function', () => {
    expect(isValidArray([1])).toBe(true);
    expect(isValidArray(['a', 'b'])).toBe(true);
    expect(isValidArray([null, 0, ''])).toBe(true);
  });

  it.each([[[]], [null], [undefined], ['abc'], [3], [{ length: 1, 0: 'a' }], [new Set([1])]])(
    'refuses %s',
    (value) => {
      expect(isValidArray(value)).toBe(false);
      expect(isValidArray(value, () => true)).toBe(false);
    },
  );

  it('throws the Korean message when items are objects and no function is given', () => {
    expect(() => isValidArray([{ id: 1 }])).toThrow(new Error(ARRAY_ITEM_CHECK_REQUIRED_MESSAGE));
    expect(() => isValidArray([1, { id: 1 }])).toThrow(ARRAY_ITEM_CHECK_REQUIRED_MESSAGE);
    expect(() => isValidArray([[1]])).toThrow(ARRAY_ITEM_CHECK_REQUIRED_MESSAGE);
    expect(ARRAY_ITEM_CHECK_REQUIRED_MESSAGE).toMatch(/[가-힣]/);
    expect(ARRAY_ITEM_CHECK_REQUIRED_MESSAGE).toContain('함수');
  });

  it('throws also when the function argument is not a function', () => {
    expect(() => isValidArray([{ id: 1 }], 'yes' as never)).toThrow(ARRAY_ITEM_CHECK_REQUIRED_MESSAGE);
  });

  it('with a function, is valid only when every item passes', () => {
    const hasId = (item: { id?: number }) => typeof item.id === 'number';
    expect(isValidArray([{ id: 1 }, { id: 2 }], hasId)).toBe(true);
    expect(isValidArray([{ id: 1 }, {}], hasId)).toBe(false);
    expect(isValidArray([1, 2, 3], (item: number) => item > 0)).toBe(true);
    expect(isValidArray([1, 0], (item: number) => item)).toBe(false);
  });

  it('passes the index to the function', () => {
    const seen: number[] = [];
    isValidArray(['a', 'b', 'c'], (_item, index) => seen.push(index));
    expect(seen).toEqual([0, 1, 2]);
  });
});
