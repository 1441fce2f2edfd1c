import { normalizeText } from '@baro/core';

// Pure rules of the reference data: how a location search reads what a person typed, the opaque
// cursor of schedule pages, and the day arithmetic of schedules and rates.

const DAY_MS = 86_400_000;

/** `%`, `_` and `\` stand for themselves in a LIKE pattern (backslash is PostgreSQL's default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** What a location search compares, derived once from the typed query. */
export interface LocationSearchText {
  /** The normalised query as typed, for a case-insensitive substring of the code or either name. */
  text: string;
  /** Its Latin letters and digits only, lowercased (`ho-chi minh` → `hochiminh`); '' when none. */
  latinKey: string;
  /** The query without spaces (`상 하이` → `상하이`), for names written with or without them. */
  spacelessKey: string;
}

/** Null when the query is blank after normalising (every location matches). */
export function toLocationSearchText(query: string | undefined): LocationSearchText | null {
  const text = normalizeText(query ?? '');
  if (!text) return null;
  return {
    text,
    latinKey: text.toLowerCase().replace(/[^a-z0-9]/g, ''),
    spacelessKey: text.replace(/\s+/g, ''),
  };
}

/** Why a location's code does not fit its kind and country, or null when it does. */
export function whyLocationCodeMismatch(location: {
  code: string;
  kind: 'sea' | 'air';
  countryCode: string;
}): 'code' | 'countryCode' | null {
  if (location.kind === 'air') return /^[A-Z]{3}$/.test(location.code) ? null : 'code';
  if (!/^[A-Z]{2}[A-Z2-9]{3}$/.test(location.code)) return 'code';
  return location.code.startsWith(location.countryCode) ? null : 'countryCode';
}

// ── schedule cursor ──────────────────────────────────────────────────────────────────────────

export interface ScheduleCursor {
  etd: Date;
  id: string;
}

/** The position after a schedule, as an opaque base64url token (`<etd epoch ms>.<id>`). */
export function encodeScheduleCursor(cursor: ScheduleCursor): string {
  return Buffer.from(`${cursor.etd.getTime()}.${cursor.id}`, 'utf8').toString('base64url');
}

/** The position a token stands for, or null when it is not one this server made. */
export function decodeScheduleCursor(token: string): ScheduleCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const decoded = Buffer.from(token, 'base64url').toString('utf8');
  const match = /^(-?\d{1,16})\.([A-Za-z0-9_]{1,60})$/.exec(decoded);
  if (!match) return null;
  const etd = new Date(Number(match[1]));
  if (Number.isNaN(etd.getTime())) return null;
  // Only the canonical spelling is accepted, so one position has one token.
  if (encodeScheduleCursor({ etd, id: match[2] as string }) !== token) return null;
  return { etd, id: match[2] as string };
}

// ── days ─────────────────────────────────────────────────────────────────────────────────────

/** Midnight in Seoul that starts a `YYYY-MM-DD` day, as an instant. */
export function startOfSeoulDay(date: string): Date {
  return new Date(`${date}T00:00:00+09:00`);
}

/** Whole days from ETD to ETA, rounded (a sailing of 2 days 20 hours takes 3 days). */
export function transitDaysBetween(etd: Date, eta: Date): number {
  return Math.max(0, Math.round((eta.getTime() - etd.getTime()) / DAY_MS));
}

/** `YYYY-MM-DD` of the day `days` after a `YYYY-MM-DD` day (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A decimal string of KRW per unit as the JSON number the public API answers. */
export const toRateNumber = (value: string): number => Number(value);

/** A rate a person typed (a JSON number with at most six decimals) as the exact decimal string stored. */
export function toRateDecimal(value: number): string {
  return value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
}

// ── field messages the operations answer with (the contracts carry their own) ────────────────

export const REFERENCE_FIELD_MESSAGES = {
  ko: {
    countryMismatch: '항구 코드(UN/LOCODE)의 앞 두 글자와 국가 코드가 같아야 합니다',
    unknownPort: '등록되지 않은 항구입니다',
    invalidCursor: '목록 위치 값이 올바르지 않습니다. 처음부터 다시 조회해 주세요',
  },
  en: {
    countryMismatch: "The country must match the first two letters of the port's UN/LOCODE",
    unknownPort: 'This is not a known sea port',
    invalidCursor: 'This list position is not valid. Please load the list again from the start',
  },
} as const;
