import { normalizeText } from '../text/normalize-text.ts';

// Each rule is a pair: a `matches…` function that takes text already passed through normalizeText
// (the zod schemas use these after normalising once) and an `isValid…` predicate for raw input.
// Lengths are checked before any regex so a megabyte of input costs one comparison.

const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 20;
const ID_MIN_LENGTH = 6;
const ID_MAX_LENGTH = 20;
/** The longest valid phone, `010-1234-5678`. */
const PHONE_MAX_LENGTH = 13;
/** RFC 5321 limits: 254 characters for the address, 64 for the part before `@`. */
const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;

/** Printable ASCII without the space: what a password may be made of. */
const PASSWORD_CHARACTERS = /^[!-~]+$/;
const ASCII_LETTER = /[A-Za-z]/;
const DIGIT_OR_SPECIAL = /[0-9!-/:-@[-`{-~]/;

const ID_PATTERN = /^[a-z0-9]+$/;

/**
 * 01, then an optional carrier digit (0, 1, 6, 7, 8 or 9), then 3 or 4 digits, then 4 digits,
 * with an optional hyphen between the groups (SPEC §5).
 */
export const PHONE_PATTERN = /^01[016789]?-?\d{3,4}-?\d{4}$/;

/**
 * The usual "standard" address: dot-separated atoms of RFC 5322 atext before `@`, and a domain of
 * letter/digit/hyphen labels (no hyphen at either end) ending in an alphabetic TLD of 2+ letters.
 * Quoted local parts, IP-literal domains and internationalised addresses are not accepted: no
 * Korean mail provider issues them and they break downstream mail systems.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Password rule on normalised text: 6–20 printable ASCII characters without spaces, at least one
 * English letter, and at least one digit or special character. Hangul and other non-ASCII letters
 * are refused because the IME state silently changes what is typed into a masked field, which
 * locks people out of their account.
 */
export function matchesPasswordRule(text: string): boolean {
  return (
    text.length >= PASSWORD_MIN_LENGTH &&
    text.length <= PASSWORD_MAX_LENGTH &&
    PASSWORD_CHARACTERS.test(text) &&
    ASCII_LETTER.test(text) &&
    DIGIT_OR_SPECIAL.test(text)
  );
}

/** Id rule on normalised text: 6–20 characters, lowercase English letters and digits only. */
export function matchesIdRule(text: string): boolean {
  return text.length >= ID_MIN_LENGTH && text.length <= ID_MAX_LENGTH && ID_PATTERN.test(text);
}

/** Phone rule on normalised text (see {@link PHONE_PATTERN}). */
export function matchesPhoneRule(text: string): boolean {
  return text.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(text);
}

/** Email rule on normalised text (see {@link EMAIL_PATTERN}), with the RFC 5321 length limits. */
export function matchesEmailRule(text: string): boolean {
  if (text.length > EMAIL_MAX_LENGTH) return false;
  const at = text.indexOf('@');
  return at > 0 && at <= EMAIL_LOCAL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}

/**
 * SPEC §5 password: 6–20 characters, at least one letter, plus at least one digit or special
 * character (details in {@link matchesPasswordRule}). Input is normalised first; non-strings are invalid.
 */
export function isValidPassword(value: unknown): boolean {
  return typeof value === 'string' && matchesPasswordRule(normalizeText(value));
}

/** SPEC §5 id: lowercase letters and digits only, 6–20 characters. Input is normalised first. */
export function isValidId(value: unknown): boolean {
  return typeof value === 'string' && matchesIdRule(normalizeText(value));
}

/**
 * SPEC §5 Korean mobile number, e.g. `010-1234-5678` or `01012345678`. Input is normalised first,
 * so full-width `０１０－１２３４－５６７８` is valid too.
 */
export function isValidPhone(value: unknown): boolean {
  return typeof value === 'string' && matchesPhoneRule(normalizeText(value));
}

/** SPEC §5 email: a standard address pattern (see {@link EMAIL_PATTERN}). Input is normalised first. */
export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && matchesEmailRule(normalizeText(value));
}
