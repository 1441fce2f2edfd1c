import { describe, expect, it } from 'vitest';
import { toNullIfFalsy } from './to-null-if-falsy.ts';

describe('toNullIfFalsy', () => {
  it.each([
    ['empty string', ''],
    ['0', 0],
    ['-0', -0],
    ['false', false],
    ['NaN', Number.NaN],
    ['0n', 0n],
    ['undefined', undefined],
    ['null', null],
  ])('stores %s as null', (_name, value) => {
    expect(toNullIfFalsy(value)).toBeNull();
  });

  it('returns truthy values unchanged, the same object included', () => {
    const object = {};
    expect(toNullIfFalsy(object)).toBe(object);
    expect(toNullIfFalsy('바로')).toBe('바로');
    expect(toNullIfFalsy(' ')).toBe(' ');
    expect(toNullIfFalsy(-1)).toBe(-1);
    expect(toNullIfFalsy(true)).toBe(true);
    expect(toNullIfFalsy([])).toEqual([]);
  });
});
