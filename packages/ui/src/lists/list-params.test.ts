import { describe, expect, it } from 'vitest';
import { parseChoice, parsePage, withListParams } from './list-params.ts';

describe('list parameters in the address', () => {
  it('reads a page, 1 for anything that is not one', () => {
    expect(parsePage('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'abc', '9999999']) expect(parsePage(value)).toBe(1);
  });

  it('reads a tab or filter only when it is one of the allowed values', () => {
    expect(parseChoice('won', ['open', 'won'] as const)).toBe('won');
    expect(parseChoice('lost', ['open', 'won'] as const)).toBeNull();
    expect(parseChoice(null, ['open'] as const)).toBeNull();
  });

  it('a new filter goes back to the first page; the default values are left out', () => {
    const current = new URLSearchParams('status=won&page=3&pol=CNSHA');
    expect(withListParams(current, { status: 'lost' }).toString()).toBe('status=lost&pol=CNSHA');
    expect(withListParams(current, { status: null, pol: '' }).toString()).toBe('');
    expect(withListParams(current, { page: 4 }).toString()).toBe('status=won&page=4&pol=CNSHA');
    expect(withListParams(current, { page: 1 }).toString()).toBe('status=won&pol=CNSHA');
  });
});
