import { describe, expect, it } from 'vitest';
import { resolvePage } from './resolve-page.ts';

const state = { current: 2, pageCount: 5, itemCount: 48 };

describe('resolvePage', () => {
  it('moves to any page within 1..pageCount', () => {
    for (let page = 1; page <= 5; page += 1) expect(resolvePage(page, state)).toBe(page);
  });

  it('ignores a page outside 1..pageCount and stays on the current one', () => {
    expect(resolvePage(0, state)).toBe(2);
    expect(resolvePage(6, state)).toBe(2);
    expect(resolvePage(-1, state)).toBe(2);
  });

  it('ignores pages that are not whole numbers', () => {
    for (const requested of [2.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, undefined, {}]) {
      expect(resolvePage(requested, state)).toBe(2);
    }
  });

  it('resets to page 1 when the list is empty, whatever was requested', () => {
    expect(resolvePage(3, { current: 3, pageCount: 5, itemCount: 0 })).toBe(1);
    expect(resolvePage(1, { current: 4, pageCount: 1, itemCount: 0 })).toBe(1);
  });

  it('treats a broken state as an empty list or page 1', () => {
    expect(resolvePage(2, null)).toBe(1);
    expect(resolvePage(2, undefined)).toBe(1);
    expect(resolvePage(2, { current: 2, pageCount: 5 })).toBe(1);
    expect(resolvePage(2, { current: 2, pageCount: 5, itemCount: Number.NaN })).toBe(1);
    expect(resolvePage(9, { current: -3, pageCount: 5, itemCount: 10 })).toBe(1);
    // A broken pageCount counts as one page: only page 1 can be requested.
    expect(resolvePage(2, { current: 1, pageCount: Number.NaN, itemCount: 10 })).toBe(1);
    expect(resolvePage(1, { current: 1, pageCount: 0, itemCount: 10 })).toBe(1);
  });
});
