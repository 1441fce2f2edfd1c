import type { core } from 'zod';
import { formatDate } from '../dates/format-date.ts';
import { type Language, parseLanguage } from '../i18n/language.ts';
import { FIELD_MESSAGES, type FieldMessageCatalog } from './field-messages.ts';
import { isFieldRuleId } from './field-rule-ids.ts';

type Issue = core.$ZodIssue;
type SizeIssue = core.$ZodIssueTooSmall | core.$ZodIssueTooBig;

/** The key under which issues about the value as a whole (empty path) are reported. */
export const ROOT_FIELD_KEY = '_';

/** Above this many allowed values, listing them helps nobody (e.g. 154 currency codes). */
const MAX_LISTED_VALUES = 10;

/** zod's default English message for a missing value; used only when the input is not at hand. */
const DEFAULT_MISSING_MESSAGE = /received (?:undefined|null)$/;

/** A value nobody filled in: absent, or sent as null (JSON has no undefined). */
const isBlank = (value: unknown): boolean => value === undefined || value === null;

const numberFormats: Partial<Record<Language, Intl.NumberFormat>> = {};

function formatNumber(value: number | bigint, lang: Language): string {
  numberFormats[lang] ??= new Intl.NumberFormat(lang === 'ko' ? 'ko-KR' : 'en-US', {
    maximumFractionDigits: 20,
  });
  return numberFormats[lang].format(value);
}

const isKey = (segment: unknown): segment is PropertyKey =>
  typeof segment === 'string' || typeof segment === 'number' || typeof segment === 'symbol';

function pathToKey(path: readonly unknown[]): string {
  if (path.length === 0) return ROOT_FIELD_KEY;
  return path.map((segment) => (isKey(segment) ? String(segment) : '?')).join('.');
}

function valueAtPath(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object' || !isKey(segment)) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function isMissing(issue: Issue, input: { value: unknown } | undefined): boolean {
  if (issue.code !== 'invalid_type') return false;
  if (issue.expected === 'nonoptional') return true;
  if ('input' in issue) return isBlank(issue.input);
  if (input) return isBlank(valueAtPath(input.value, Array.isArray(issue.path) ? issue.path : []));
  return typeof issue.message === 'string' && DEFAULT_MISSING_MESSAGE.test(issue.message);
}

function describeSize(issue: SizeIssue, messages: FieldMessageCatalog, lang: Language): string {
  const isMin = issue.code === 'too_small';
  const raw: unknown = isMin ? issue.minimum : issue.maximum;
  if (typeof raw !== 'number' && typeof raw !== 'bigint') return messages.invalid;
  const inclusive = issue.inclusive !== false;
  const exact = issue.exact === true;
  switch (issue.origin) {
    case 'string':
    case 'array':
    case 'set':
    case 'map': {
      // Lengths are whole numbers, so an exclusive bound becomes the next inclusive one.
      const count = Number(raw) + (inclusive ? 0 : isMin ? 1 : -1);
      const limit = formatNumber(count, lang);
      if (issue.origin === 'string') {
        if (exact) return messages.textExact(limit, count);
        if (isMin && count === 1) return messages.required;
        return isMin ? messages.textMin(limit, count) : messages.textMax(limit, count);
      }
      if (exact) return messages.itemsExact(limit, count);
      return isMin ? messages.itemsMin(limit, count) : messages.itemsMax(limit, count);
    }
    case 'date': {
      const limit = formatDate(Number(raw), lang, true);
      if (isMin) return inclusive ? messages.dateMin(limit) : messages.dateAfter(limit);
      return inclusive ? messages.dateMax(limit) : messages.dateBefore(limit);
    }
    case 'file': {
      const limit = formatNumber(raw, lang);
      return isMin ? messages.fileMin(limit) : messages.fileMax(limit);
    }
    default: {
      const limit = formatNumber(raw, lang);
      if (exact) return messages.numberExact(limit);
      if (isMin) return inclusive ? messages.numberMin(limit) : messages.numberAbove(limit);
      return inclusive ? messages.numberMax(limit) : messages.numberBelow(limit);
    }
  }
}

function describeFormat(issue: core.$ZodIssueInvalidStringFormat, messages: FieldMessageCatalog): string {
  const details = issue as core.$ZodIssueInvalidStringFormat & Record<string, unknown>;
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  switch (issue.format) {
    case 'starts_with':
      return messages.startsWith(text(details.prefix));
    case 'ends_with':
      return messages.endsWith(text(details.suffix));
    case 'includes':
      return messages.includes(text(details.includes));
    case 'lowercase':
      return messages.lowercase;
    case 'uppercase':
      return messages.uppercase;
    default:
      return messages.format(typeof issue.format === 'string' ? issue.format : '');
  }
}

function describeValues(allowed: unknown, messages: FieldMessageCatalog): string {
  if (!Array.isArray(allowed)) return messages.notAllowedValue;
  const values = allowed.map((value) =>
    typeof value === 'object' || typeof value === 'function' ? '?' : String(value),
  );
  if (values.length === 0 || values.length > MAX_LISTED_VALUES) return messages.notAllowedValue;
  const [only] = values;
  if (values.length === 1 && only !== undefined) return messages.equals(only);
  return messages.oneOf(values.join(', '));
}

function describeCustom(issue: core.$ZodIssueCustom, messages: FieldMessageCatalog, lang: Language): string {
  const localized = issue.params?.[lang];
  return typeof localized === 'string' && localized !== '' ? localized : messages.invalid;
}

/**
 * The localised message for one zod issue. A message that is a field rule id (see
 * FIELD_RULE_IDS) wins over the issue code; a `custom` issue may carry its own sentences as
 * `params: { ko, en }`; every other message zod would show is replaced, because zod's defaults
 * are English and written for developers.
 */
export function describeIssue(issue: Issue, lang: unknown, input?: { value: unknown }): string {
  const language = parseLanguage(lang);
  const messages = FIELD_MESSAGES[language];
  // Issues normally come from zod, but this also runs on bodies a client received; never throw.
  if (typeof issue !== 'object' || issue === null) return messages.invalid;
  if (isFieldRuleId(issue.message)) return messages.rules[issue.message];
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue, input)) return messages.required;
      return messages.invalidType(typeof issue.expected === 'string' ? issue.expected : '');
    case 'too_small':
    case 'too_big':
      return describeSize(issue, messages, language);
    case 'invalid_format':
      return describeFormat(issue, messages);
    case 'not_multiple_of':
      return typeof issue.divisor === 'number'
        ? messages.multipleOf(formatNumber(issue.divisor, language))
        : messages.invalid;
    case 'invalid_value':
      return describeValues(issue.values, messages);
    case 'unrecognized_keys':
      return messages.unknownField;
    case 'invalid_union':
      // A discriminated union whose tag matched no option: say which tags are allowed.
      return 'options' in issue && issue.options?.length
        ? describeValues(issue.options, messages)
        : messages.invalidUnion;
    case 'invalid_key':
      return messages.invalidKey;
    case 'invalid_element':
      return messages.invalidElement;
    case 'custom':
      return describeCustom(issue, messages, language);
    default:
      return messages.invalid;
  }
}

/**
 * Maps a zod error to `{ [dotted.path]: message }` in Korean or English, the `fields` of the API
 * error body and of form errors. Issues about the whole value are keyed `_`; each unknown key is
 * reported under its own path (`foo`, `address.foo`) as "허용되지 않는 항목입니다" / "Unknown field".
 * The first issue of a field wins, as it is usually the most basic one (missing before too short).
 *
 * Pass the parsed input as the third argument so a missing field ("required") is told apart from
 * a value of the wrong type; without it zod 4 drops the input from its issues, and the function
 * falls back to zod's default English message to decide. Anything that is not an error with an
 * `issues` array gives `{}`.
 */
export function toFieldErrors(
  error: { readonly issues: readonly Issue[] } | null | undefined,
  lang: unknown,
  ...input: [] | [unknown]
): Record<string, string> {
  const fields: Record<string, string> = {};
  const issues: unknown = error?.issues;
  if (!Array.isArray(issues)) return fields;
  const source = input.length > 0 ? { value: input[0] } : undefined;
  const put = (key: string, message: string): void => {
    // defineProperty, because an unknown key named `__proto__` must become a field, not a prototype.
    if (!Object.hasOwn(fields, key)) {
      Object.defineProperty(fields, key, {
        value: message,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  };
  for (const issue of issues as unknown[]) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { path: rawPath, keys } = issue as { path?: unknown; keys?: unknown };
    const path: unknown[] = Array.isArray(rawPath) ? rawPath : [];
    const message = describeIssue({ ...(issue as Issue), path: path as PropertyKey[] }, lang, source);
    if ((issue as Issue).code === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) put(pathToKey([...path, key]), message);
    } else {
      put(pathToKey(path), message);
    }
  }
  return fields;
}
