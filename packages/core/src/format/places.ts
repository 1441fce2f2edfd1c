import type { Language } from '../i18n/language.ts';

// Ports, airports and lanes as people read them, on screens and in documents alike.

/** A place with names in both languages; a place known only by what was typed has no names. */
export interface PlaceNames {
  readonly code?: string | null;
  readonly nameKo?: string | null;
  readonly nameEn?: string | null;
  /** What was typed when the place is not a known location (a milestone's free text). */
  readonly text?: string | null;
}

/** The name in `language` (`상하이` / `Shanghai`), else the other name, the typed text or the code. */
export function placeName(place: PlaceNames, language: Language): string {
  const [first, second] = language === 'en' ? [place.nameEn, place.nameKo] : [place.nameKo, place.nameEn];
  return first || second || place.text || place.code || '';
}

/** The name with its code, `상하이 (CNSHA)` / `Shanghai (CNSHA)`; a place without a code reads as its name or text. */
export function placeLabel(place: PlaceNames, language: Language): string {
  const name = placeName(place, language);
  return place.code && name !== place.code ? `${name} (${place.code})` : name;
}

/** `상하이 → 부산` / `Shanghai → Busan`. */
export const laneLabel = (pol: PlaceNames, pod: PlaceNames, language: Language): string =>
  `${placeName(pol, language)} → ${placeName(pod, language)}`;
