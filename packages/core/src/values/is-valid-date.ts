import { parseInstant } from '../dates/parse-instant.ts';

/**
 * True when the value parses to a real instant (SPEC §5 "a date is valid if it parses"):
 * a valid Date, finite epoch milliseconds within the Date range, or a date string.
 * ISO 8601 strings are checked strictly (`2026-02-30` is invalid rather than rolled over to
 * March); the parsing rules are those of parseInstant. null, booleans and objects are invalid.
 */
export function isValidDate(value: unknown): boolean {
  return parseInstant(value) !== null;
}
