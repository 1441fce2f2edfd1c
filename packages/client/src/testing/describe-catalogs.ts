import { describe, expect, test } from 'vitest';

/** Every `dotted.key → text` of a catalogue. */
export function flattenCatalog(catalog: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flattenCatalog(value as object, path)) entries.set(inner, text);
  }
  return entries;
}

const variablesOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

/**
 * The checks every app's catalogues pass, as tests: the same keys in both languages (the type
 * check enforces it too), the same `{{variables}}` in each translation, no empty text, and no
 * Korean left in the English catalogue.
 */
export function describeCatalogs(
  name: string,
  catalogs: { ko: object; en: object },
  /** English texts that are Korean on purpose (a language's own name in a language menu). */
  options: { koreanInEnglish?: readonly string[] } = {},
): void {
  const allowed = new Set(options.koreanInEnglish ?? []);
  describe(name, () => {
    const korean = flattenCatalog(catalogs.ko);
    const english = flattenCatalog(catalogs.en);

    test('have the same keys', () => {
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
      for (const [key, text] of english) {
        if (!allowed.has(key)) expect({ key, hangul: /[가-힣]/.test(text) }).toEqual({ key, hangul: false });
      }
    });
  });
}
