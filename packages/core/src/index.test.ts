import { describe, expect, it } from 'vitest';
import * as core from './index.ts';

/** The entry's exports by name, for the tables below (a copy, so lookups by name are plain object reads). */
const entry: Readonly<Record<string, unknown>> = { ...core };

// The names below are imported from '@baro/core' by the other packages and by checks outside the
// project; renaming one is a breaking change.
const FUNCTIONS = [
  'findUnsafeText',
  'isSafeText',
  'inputTextIssues',
  'isValidPassword',
  'isValidId',
  'isValidPhone',
  'isValidEmail',
  'normalizeText',
  'hasWhitespace',
  'hasNonDigit',
  'hasSpecialCharacter',
  'isAlphanumeric',
  'isEnglishText',
  'removeWhitespace',
  'removeNonDigits',
  'isOfficeFile',
  'getPageCount',
  'resolvePage',
  'toEnglishContactNumber',
  'isValidDate',
  'toNullIfFalsy',
  'isValidArray',
  'filterByKeyword',
  'isHoliday',
  'isBusinessDay',
  'addBusinessDays',
  'getHolidays',
  'toSeoulDateString',
  'parseInstant',
  'parseLanguage',
  'isLanguage',
  'retryDelay',
  'getTracesSampleRate',
  'isAppName',
  'isAppEnvironment',
  'isCurrencyCode',
  'getDownloadLinkExpiry',
  'formatDate',
  'isErrorCode',
  'getErrorMessage',
  'getErrorStatus',
  'toFieldErrors',
  'describeIssue',
  'isFieldRuleId',
] as const;

const VALUES = [
  'WHITESPACE_PATTERN',
  'NON_DIGIT_PATTERN',
  'SPECIAL_CHARACTER_PATTERN',
  'ALPHANUMERIC_PATTERN',
  'ENGLISH_TEXT_PATTERN',
  'PHONE_PATTERN',
  'EMAIL_PATTERN',
  'OFFICE_FILE_EXTENSIONS',
  'FIXED_HOLIDAYS',
  'EXTRA_HOLIDAYS',
  'SUBSTITUTE_HOLIDAYS',
  'BREAKPOINTS',
  'REQUEST_TIMEOUT_MS',
  'DOWNLOAD_LINK_EXPIRY_MARGIN_MS',
  'TOAST',
  'LOADING_BAR',
  'DEFAULT_LANGUAGE',
  'LANGUAGES',
  'TIME_ZONE',
  'DEFAULT_ENVIRONMENT',
  'APP_ENVIRONMENTS',
  'DEFAULT_APP',
  'APP_NAMES',
  'TIME_UNIT_MS',
  'CACHE_TIME',
  'QUERY_DEFAULTS',
  'QUERY_CLIENT_SECONDARY',
  'ERROR_TRACKING',
  'CURRENCY_CODES',
  'ERROR_CATALOG',
  'ERROR_CODES',
  'errorBodySchema',
  'passwordSchema',
  'idSchema',
  'phoneSchema',
  'emailSchema',
  'FIELD_RULE_IDS',
  'FIELD_MESSAGES',
  'ARRAY_ITEM_CHECK_REQUIRED_MESSAGE',
] as const;

describe('@baro/core entry', () => {
  it.each(FUNCTIONS)('exports the function %s', (name) => {
    expect(typeof entry[name]).toBe('function');
  });

  it.each(VALUES)('exports %s', (name) => {
    expect(entry[name]).toBeDefined();
  });

  it('exports the SPEC §9 scalars', () => {
    expect(core.TIME_ZONE).toBe('Asia/Seoul');
    expect(core.DEFAULT_LANGUAGE).toBe('ko');
    expect(core.DEFAULT_ENVIRONMENT).toBe('production');
    expect(core.DEFAULT_APP).toBe('customer');
    expect(core.REQUEST_TIMEOUT_MS).toBe(60_000);
  });
});

const throwingToString = {
  toString(): string {
    throw new Error('toString must not be called');
  },
};

const HOSTILE: readonly unknown[] = [
  null,
  undefined,
  0,
  -1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  1e308,
  10n,
  true,
  {},
  [],
  [null],
  Symbol('hostile'),
  () => 'fn',
  Object.create(null),
  throwingToString,
  new Date(Number.NaN),
  '',
  '\uD800\uDFFF\uD800',
  '\u202Eevil\u202C',
  'e\u0301\u0301\u0301',
  '👨‍👩‍👧‍👦',
  'ㅤ',
  'a'.repeat(1_000_000),
  `${'0'.repeat(500_000)}@${'-'.repeat(500_000)}`,
  '1-'.repeat(500_000),
];

/** Calls a function with every hostile value in each argument position. */
function sweep(call: (value: unknown) => unknown): void {
  for (const value of HOSTILE) call(value);
}

describe('bad input never throws (except the documented cases)', () => {
  const single = FUNCTIONS.filter((name) => name !== 'isValidArray' && name !== 'addBusinessDays');

  it.each(single)('%s, as first argument', (name) => {
    const fn = entry[name] as (...args: unknown[]) => unknown;
    expect(() => sweep((value) => fn(value))).not.toThrow();
  });

  it.each(single)('%s, as second and third argument', (name) => {
    const fn = entry[name] as (...args: unknown[]) => unknown;
    expect(() => sweep((value) => fn('2026-11-21', value, value))).not.toThrow();
  });

  it('filterByKeyword with hostile items, keys and keywords', () => {
    expect(() =>
      sweep((value) => {
        core.filterByKeyword([{ a: value }, value] as never, {
          type: 'includes',
          keys: ['a'] as never,
          keyword: 'a',
        });
        core.filterByKeyword([{ a: 'x' }], {
          type: value as never,
          keys: value as never,
          keyword: value as never,
        });
      }),
    ).not.toThrow();
  });

  it('toFieldErrors with hostile issue lists', () => {
    expect(() => sweep((value) => core.toFieldErrors({ issues: [value] as never }, 'en'))).not.toThrow();
  });

  it('isValidArray throws only its documented Error', () => {
    for (const value of HOSTILE) {
      try {
        core.isValidArray(value);
      } catch (error) {
        expect(error).toEqual(new Error(core.ARRAY_ITEM_CHECK_REQUIRED_MESSAGE));
      }
    }
  });

  it('addBusinessDays returns a valid Date or throws its documented RangeError', () => {
    const outcome = (call: () => Date): string => {
      try {
        return Number.isNaN(call().getTime()) ? 'invalid date' : 'date';
      } catch (error) {
        return error instanceof RangeError ? 'range error' : String(error);
      }
    };
    for (const value of HOSTILE) {
      expect(['date', 'range error']).toContain(outcome(() => core.addBusinessDays(value, 1)));
      expect(['date', 'range error']).toContain(
        outcome(() => core.addBusinessDays('2026-11-20', value as number)),
      );
    }
  });
});
