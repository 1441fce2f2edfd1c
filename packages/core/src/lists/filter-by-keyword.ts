import { normalizeText } from '../text/normalize-text.ts';

/** SPEC §5 client-side filter types: `includes` ignores case, `includesCaseSensitive` does not. */
export type KeywordFilterType = 'includes' | 'includesCaseSensitive';

/** What to search for and where. */
export interface KeywordFilter<T> {
  readonly type: KeywordFilterType;
  /** The fields of each item to search in; an item matches when any of them contains the keyword. */
  readonly keys: readonly (keyof T)[];
  readonly keyword: string | null | undefined;
}

function searchableText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return null;
}

/**
 * Keeps the items whose listed fields contain the keyword (SPEC §5).
 *
 * - An empty keyword (after normalisation) returns all items, as a new array.
 * - The keyword and the field values are normalised (NFC, full-width folded, invisible characters
 *   removed), so a Hangul name stored decomposed by macOS still matches what was typed.
 * - String fields are searched; numbers are searched as their digits; null, undefined and other
 *   values are skipped. Items that are not objects never match a non-empty keyword.
 * - A non-array `items` gives `[]`; no keys means nothing can match a non-empty keyword.
 */
export function filterByKeyword<T extends object>(items: readonly T[], filter: KeywordFilter<T>): T[] {
  if (!Array.isArray(items)) return [];
  const keyword = normalizeText(filter?.keyword);
  if (keyword === '') return [...items];
  const keys: readonly (keyof T)[] = Array.isArray(filter.keys) ? filter.keys : [];
  const caseSensitive = filter.type === 'includesCaseSensitive';
  const needle = caseSensitive ? keyword : keyword.toLowerCase();
  const contains = (value: unknown): boolean => {
    const text = searchableText(value);
    if (text === null) return false;
    const haystack = normalizeText(text);
    return (caseSensitive ? haystack : haystack.toLowerCase()).includes(needle);
  };
  return items.filter(
    (item) => typeof item === 'object' && item !== null && keys.some((key) => contains(item[key])),
  );
}
