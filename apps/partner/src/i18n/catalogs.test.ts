import { describe, expect, test } from 'vitest';
import { en } from './catalogs/en.ts';
import { ko } from './catalogs/ko.ts';

/** Every `dotted.key → text` of a catalogue. */
function flatten(catalog: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value as object, path)) entries.set(inner, text);
  }
  return entries;
}

const variablesOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('partner catalogues', () => {
  const korean = flatten(ko);
  const english = flatten(en);

  test('have the same keys (the type check enforces it too)', () => {
    expect([...english.keys()].sort()).toEqual([...korean.keys()].sort());
  });

  test('use the same interpolation variables in every text', () => {
    for (const [key, text] of korean) {
      expect({ key, variables: variablesOf(english.get(key) ?? '') }).toEqual({
        key,
        variables: variablesOf(text),
      });
    }
  });

  test('have no empty texts, and English has no Korean left in it', () => {
    for (const [key, text] of [...korean, ...english])
      expect({ key, text: text.trim() }).not.toEqual({ key, text: '' });
    for (const [key, text] of english)
      expect({ key, hangul: /[가-힣]/.test(text) }).toEqual({ key, hangul: false });
  });
});
