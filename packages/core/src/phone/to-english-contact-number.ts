import { normalizeText } from '../text/normalize-text.ts';

/** Korea's country calling code, as written before a national number on English pages. */
const KOREA_PREFIX = '+82 ';

/**
 * Writes a Korean phone number for English pages (SPEC §5): the leading trunk `0` is dropped and
 * `+82 ` put in front, keeping the rest as typed: `010-1234-5678` → `+82 10-1234-5678`,
 * `01012345678` → `+82 1012345678`.
 *
 * A number that already starts with `+` is international and returned as is; one without the
 * trunk 0 only gets the prefix. Empty or non-string input gives `''`.
 */
export function toEnglishContactNumber(phone: unknown): string {
  const text = normalizeText(phone);
  if (text === '') return '';
  if (text.startsWith('+')) return text;
  return KOREA_PREFIX + (text.startsWith('0') ? text.slice(1) : text);
}
