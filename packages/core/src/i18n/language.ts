/** The UI languages, Korean first because it is the default (SPEC §1, §9). */
export const LANGUAGES = Object.freeze(['ko', 'en'] as const);

/** A UI language code. */
export type Language = (typeof LANGUAGES)[number];

/** Korean is the default language of every app and of server messages (SPEC §9). */
export const DEFAULT_LANGUAGE: Language = 'ko';

/** True when the value is exactly one of {@link LANGUAGES}. */
export function isLanguage(value: unknown): value is Language {
  return value === 'ko' || value === 'en';
}

/**
 * Reads a language from a header, query parameter or stored setting: `'en'`, `'EN'`, `'en-US'`,
 * `'en_GB'` and `'en-US,en;q=0.9'` give `'en'`; anything else, including missing or unknown
 * languages, gives the default `'ko'`.
 */
export function parseLanguage(value: unknown): Language {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  // A language tag is short; looking at the head keeps a hostile megabyte header cheap.
  const primary = value
    .slice(0, 64)
    .trim()
    .toLowerCase()
    .split(/[-_,;\s]/, 1)[0];
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}
