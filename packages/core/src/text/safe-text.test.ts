import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from '../validation/to-field-errors.ts';
import { findUnsafeText, inputTextIssues, isSafeText, MAX_INPUT_DEPTH } from './safe-text.ts';

const BIDI_CONTROLS = [
  '\u061C',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('findUnsafeText', () => {
  it('accepts ordinary Korean, English, emoji and full-width text', () => {
    for (const text of ['', '바로무역', 'Blue Ocean', '📦 박스', '１２３', "' OR 1=1 --", 'ｱｲｳ', 'a\tb\nc']) {
      expect(findUnsafeText(text), text).toBeNull();
      expect(isSafeText(text)).toBe(true);
    }
  });

  it('refuses NUL anywhere', () => {
    expect(findUnsafeText('a\u0000b')).toBe('nul');
    expect(findUnsafeText('\u0000')).toBe('nul');
  });

  it('refuses unpaired surrogates but keeps paired ones', () => {
    expect(findUnsafeText('\ud800x')).toBe('surrogate');
    expect(findUnsafeText('x\udc00')).toBe('surrogate');
    expect(findUnsafeText('\ud83d\udce6')).toBeNull();
  });

  it('refuses every Unicode bidi control', () => {
    for (const control of BIDI_CONTROLS) expect(findUnsafeText(`${control}cod.pdf`)).toBe('bidi');
  });

  it('is false for non-strings', () => {
    expect(isSafeText(1)).toBe(false);
    expect(isSafeText(null)).toBe(false);
  });
});

describe('inputTextIssues', () => {
  it('finds nothing in a clean body', () => {
    expect(inputTextIssues({ name: '바로', lines: [{ name: 'THC', price: 1 }], ok: true, n: null })).toEqual(
      [],
    );
  });

  it('names the field of a bad string, nested in objects and arrays', () => {
    const issues = inputTextIssues({ name: 'ok', lines: [{ name: 'ok' }, { name: '\ud800x' }] });
    expect(issues.map((issue) => issue.path)).toEqual([['lines', 1, 'name']]);
  });

  it('reports a bad key at the object that holds it', () => {
    expect(inputTextIssues({ meta: { 'a\u0000': 1 } }).map((issue) => issue.path)).toEqual([['meta']]);
  });

  it('checks a bare string and null-prototype objects (decoded query strings)', () => {
    expect(inputTextIssues('\u202e')).toHaveLength(1);
    const query = Object.assign(Object.create(null), { q: 'a\u0000' });
    expect(inputTextIssues(query).map((issue) => issue.path)).toEqual([['q']]);
  });

  it('ignores what is not JSON-like (a raw upload)', () => {
    expect(inputTextIssues(new Uint8Array([0, 0xd8, 0]))).toEqual([]);
  });

  it('refuses nesting deeper than the limit without exhausting the stack', () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    const issues = inputTextIssues({ a: deep });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toHaveLength(MAX_INPUT_DEPTH);
    expect(issues[0]?.message).toBe('rule.depth');
    let shallow: unknown = 'x';
    for (let level = 0; level < MAX_INPUT_DEPTH - 1; level += 1) shallow = [shallow];
    expect(inputTextIssues(shallow)).toEqual([]);
  });

  it('stops after a bounded number of problems', () => {
    expect(inputTextIssues(Array.from({ length: 10_000 }, () => '\u0000')).length).toBeLessThanOrEqual(20);
  });

  it('becomes localised field errors', () => {
    const error = new z.ZodError(inputTextIssues({ fileName: '\u202ecod.pdf' }) as never);
    expect(toFieldErrors(error, 'ko').fileName).toContain('방향 제어');
    expect(toFieldErrors(error, 'en').fileName).toContain('not allowed');
  });
});

describe('inputTextIssues on parser-made objects', () => {
  it('walks objects whose prototype has no prototype (fast-querystring)', () => {
    function Empty() {}
    Empty.prototype = Object.create(null);
    const query = new (Empty as unknown as new () => Record<string, unknown>)();
    query.q = '\u0000';
    expect(inputTextIssues(query)).toHaveLength(1);
  });

  it('skips class instances', () => {
    class Box {
      text = '\u0000';
    }
    expect(inputTextIssues(new Box())).toEqual([]);
  });
});
