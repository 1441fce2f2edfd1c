import { isCalendarDay, normalizeText, seoulToday } from '@baro/core';

/** The freight types of a quote (DESIGN §6): ocean full container, ocean less than container, air. */
export const FREIGHT_TYPES = ['FCL', 'LCL', 'AIR'] as const;
export type FreightType = (typeof FREIGHT_TYPES)[number];

export interface QuoteEntry {
  freightType: FreightType;
  origin: string;
  destination: string;
  /** `YYYY-MM-DD` (the date input's value), a day in Seoul. */
  readyDate: string;
}

/** Why a quote entry cannot be searched; keys of `landing.quote` (the required message comes from the field rules). */
export type QuoteEntryProblem = 'required' | 'sameRoute' | 'pastDate' | 'invalidDate';

const samePlace = (a: string, b: string) =>
  normalizeText(a).toLocaleLowerCase('ko') === normalizeText(b).toLocaleLowerCase('ko');

/** The problem of each field of a quote entry, or none. */
export function checkQuoteEntry(
  entry: QuoteEntry,
  today: string = seoulToday(),
): Partial<Record<keyof QuoteEntry, QuoteEntryProblem>> {
  const problems: Partial<Record<keyof QuoteEntry, QuoteEntryProblem>> = {};
  if (normalizeText(entry.origin) === '') problems.origin = 'required';
  if (normalizeText(entry.destination) === '') problems.destination = 'required';
  else if (!problems.origin && samePlace(entry.origin, entry.destination)) problems.destination = 'sameRoute';
  if (entry.readyDate === '') problems.readyDate = 'required';
  else if (!isCalendarDay(entry.readyDate)) problems.readyDate = 'invalidDate';
  else if (entry.readyDate < today) problems.readyDate = 'pastDate';
  return problems;
}
