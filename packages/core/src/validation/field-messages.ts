import type { Language } from '../i18n/language.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
import type { FieldRuleId } from './field-rule-ids.ts';

/**
 * The phrases toFieldErrors builds its messages from. Both languages implement the same
 * interface, so a phrase missing in one of them fails the type check. Limits arrive already
 * formatted for the language (thousands separators, dates in Seoul time).
 *
 * Field messages are short inline hints shown under an input, so they carry no final period.
 */
export interface FieldMessageCatalog {
  readonly required: string;
  readonly unknownField: string;
  readonly invalid: string;
  readonly invalidType: (expected: string) => string;
  readonly textMin: (limit: string, count: number) => string;
  readonly textMax: (limit: string, count: number) => string;
  readonly textExact: (limit: string, count: number) => string;
  readonly numberMin: (limit: string) => string;
  readonly numberAbove: (limit: string) => string;
  readonly numberMax: (limit: string) => string;
  readonly numberBelow: (limit: string) => string;
  readonly numberExact: (limit: string) => string;
  readonly itemsMin: (limit: string, count: number) => string;
  readonly itemsMax: (limit: string, count: number) => string;
  readonly itemsExact: (limit: string, count: number) => string;
  readonly dateMin: (limit: string) => string;
  readonly dateAfter: (limit: string) => string;
  readonly dateMax: (limit: string) => string;
  readonly dateBefore: (limit: string) => string;
  readonly fileMin: (limit: string) => string;
  readonly fileMax: (limit: string) => string;
  readonly format: (format: string) => string;
  readonly startsWith: (prefix: string) => string;
  readonly endsWith: (suffix: string) => string;
  readonly includes: (part: string) => string;
  readonly lowercase: string;
  readonly uppercase: string;
  readonly oneOf: (values: string) => string;
  readonly equals: (value: string) => string;
  readonly notAllowedValue: string;
  readonly multipleOf: (divisor: string) => string;
  readonly invalidUnion: string;
  readonly invalidKey: string;
  readonly invalidElement: string;
  readonly rules: Readonly<Record<FieldRuleId, string>>;
}

/** Phrases for the zod `expected` types a person can act on; others fall back to `invalid`. */
const KO_EXPECTED: Readonly<Record<string, string>> = {
  string: '문자를 입력해 주세요',
  number: '숫자를 입력해 주세요',
  int: '정수를 입력해 주세요',
  bigint: '정수를 입력해 주세요',
  boolean: '예 또는 아니요 중에서 선택해 주세요',
  date: '올바른 날짜를 입력해 주세요',
  array: '목록 형식이어야 합니다',
  tuple: '목록 형식이어야 합니다',
  set: '목록 형식이어야 합니다',
  object: '객체 형식이어야 합니다',
  record: '객체 형식이어야 합니다',
  map: '객체 형식이어야 합니다',
  file: '파일을 선택해 주세요',
};

const EN_EXPECTED: Readonly<Record<string, string>> = {
  string: 'Must be text',
  number: 'Must be a number',
  int: 'Must be a whole number',
  bigint: 'Must be a whole number',
  boolean: 'Must be true or false',
  date: 'Must be a valid date',
  array: 'Must be a list',
  tuple: 'Must be a list',
  set: 'Must be a list',
  object: 'Must be an object',
  record: 'Must be an object',
  map: 'Must be an object',
  file: 'Must be a file',
};

/** Names of zod string formats; unknown formats fall back to the generic "format". */
const KO_FORMATS: Readonly<Record<string, string>> = {
  email: '이메일 주소',
  url: 'URL',
  uuid: 'UUID',
  guid: 'GUID',
  datetime: '날짜와 시간',
  date: '날짜',
  time: '시간',
  duration: '기간',
  ipv4: 'IPv4 주소',
  ipv6: 'IPv6 주소',
  cidrv4: 'IPv4 대역',
  cidrv6: 'IPv6 대역',
  mac: 'MAC 주소',
  e164: '국제 전화번호',
  jwt: '토큰',
  base64: 'Base64 문자열',
  base64url: 'Base64URL 문자열',
  json_string: 'JSON 문자열',
  emoji: '이모지',
  currency_code: '통화 코드',
  credit_card: '카드 번호',
  iban: 'IBAN',
};

const EN_FORMATS: Readonly<Record<string, string>> = {
  email: 'email address',
  url: 'URL',
  uuid: 'UUID',
  guid: 'GUID',
  datetime: 'date and time',
  date: 'date',
  time: 'time',
  duration: 'duration',
  ipv4: 'IPv4 address',
  ipv6: 'IPv6 address',
  cidrv4: 'IPv4 range',
  cidrv6: 'IPv6 range',
  mac: 'MAC address',
  e164: 'international phone number',
  jwt: 'token',
  base64: 'Base64 string',
  base64url: 'Base64URL string',
  json_string: 'JSON string',
  emoji: 'emoji',
  currency_code: 'currency code',
  credit_card: 'card number',
  iban: 'IBAN',
};

const plural = (count: number, one: string, many: string): string => (count === 1 ? one : many);

const KO: FieldMessageCatalog = {
  required: '필수 입력 항목입니다',
  unknownField: '허용되지 않는 항목입니다',
  invalid: '올바르지 않은 값입니다',
  invalidType: (expected) => KO_EXPECTED[expected] ?? '올바른 형식이 아닙니다',
  textMin: (limit) => `${limit}자 이상 입력해 주세요`,
  textMax: (limit) => `${limit}자 이하로 입력해 주세요`,
  textExact: (limit) => `${limit}자로 입력해 주세요`,
  numberMin: (limit) => `${limit} 이상이어야 합니다`,
  numberAbove: (limit) => `${limit}보다 커야 합니다`,
  numberMax: (limit) => `${limit} 이하여야 합니다`,
  numberBelow: (limit) => `${limit}보다 작아야 합니다`,
  numberExact: (limit) => `${limit}이어야 합니다`,
  itemsMin: (limit) => `${limit}개 이상이어야 합니다`,
  itemsMax: (limit) => `${limit}개 이하여야 합니다`,
  itemsExact: (limit) => `${limit}개여야 합니다`,
  dateMin: (limit) => `${limit} 이후 날짜를 입력해 주세요`,
  dateAfter: (limit) => `${limit}보다 늦은 날짜를 입력해 주세요`,
  dateMax: (limit) => `${limit} 이전 날짜를 입력해 주세요`,
  dateBefore: (limit) => `${limit}보다 이른 날짜를 입력해 주세요`,
  fileMin: (limit) => `파일 크기는 ${limit}바이트 이상이어야 합니다`,
  fileMax: (limit) => `파일 크기는 ${limit}바이트 이하여야 합니다`,
  format: (format) => {
    const name = KO_FORMATS[format];
    return name ? `${name} 형식이 올바르지 않습니다` : '형식이 올바르지 않습니다';
  },
  startsWith: (prefix) => `'${prefix}'(으)로 시작해야 합니다`,
  endsWith: (suffix) => `'${suffix}'(으)로 끝나야 합니다`,
  includes: (part) => `'${part}'을(를) 포함해야 합니다`,
  lowercase: '영문 소문자로 입력해 주세요',
  uppercase: '영문 대문자로 입력해 주세요',
  oneOf: (values) => `다음 중 하나를 선택해 주세요: ${values}`,
  equals: (value) => `${value} 값만 허용됩니다`,
  notAllowedValue: '허용되지 않는 값입니다',
  multipleOf: (divisor) => `${divisor}의 배수여야 합니다`,
  invalidUnion: '올바른 형식이 아닙니다',
  invalidKey: '올바르지 않은 키가 있습니다',
  invalidElement: '올바르지 않은 항목이 있습니다',
  rules: {
    'rule.password': '비밀번호는 영문을 포함해 6~20자로, 숫자나 특수문자를 하나 이상 넣어 주세요',
    'rule.id': '아이디는 영문 소문자와 숫자로 6~20자 입력해 주세요',
    'rule.phone': '올바른 휴대폰 번호를 입력해 주세요 (예: 010-1234-5678)',
    'rule.email': '올바른 이메일 주소를 입력해 주세요',
    'rule.text': '사용할 수 없는 문자(NUL, 깨진 유니코드, 방향 제어 문자)가 들어 있습니다',
    'rule.depth': '너무 깊게 중첩된 값입니다',
  },
};

const EN: FieldMessageCatalog = {
  required: 'This field is required',
  unknownField: 'Unknown field',
  invalid: 'Invalid value',
  invalidType: (expected) => EN_EXPECTED[expected] ?? 'Invalid type',
  textMin: (limit, count) => `Must be at least ${limit} ${plural(count, 'character', 'characters')}`,
  textMax: (limit, count) => `Must be at most ${limit} ${plural(count, 'character', 'characters')}`,
  textExact: (limit, count) => `Must be exactly ${limit} ${plural(count, 'character', 'characters')}`,
  numberMin: (limit) => `Must be at least ${limit}`,
  numberAbove: (limit) => `Must be greater than ${limit}`,
  numberMax: (limit) => `Must be at most ${limit}`,
  numberBelow: (limit) => `Must be less than ${limit}`,
  numberExact: (limit) => `Must be exactly ${limit}`,
  itemsMin: (limit, count) => `Must have at least ${limit} ${plural(count, 'item', 'items')}`,
  itemsMax: (limit, count) => `Must have at most ${limit} ${plural(count, 'item', 'items')}`,
  itemsExact: (limit, count) => `Must have exactly ${limit} ${plural(count, 'item', 'items')}`,
  dateMin: (limit) => `Must be on or after ${limit}`,
  dateAfter: (limit) => `Must be after ${limit}`,
  dateMax: (limit) => `Must be on or before ${limit}`,
  dateBefore: (limit) => `Must be before ${limit}`,
  fileMin: (limit) => `File must be at least ${limit} bytes`,
  fileMax: (limit) => `File must be at most ${limit} bytes`,
  format: (format) => {
    const name = EN_FORMATS[format];
    return name ? `Must be a valid ${name}` : 'Invalid format';
  },
  startsWith: (prefix) => `Must start with '${prefix}'`,
  endsWith: (suffix) => `Must end with '${suffix}'`,
  includes: (part) => `Must include '${part}'`,
  lowercase: 'Must be lowercase',
  uppercase: 'Must be uppercase',
  oneOf: (values) => `Must be one of: ${values}`,
  equals: (value) => `Must be ${value}`,
  notAllowedValue: 'This value is not allowed',
  multipleOf: (divisor) => `Must be a multiple of ${divisor}`,
  invalidUnion: 'Invalid value',
  invalidKey: 'Contains an invalid key',
  invalidElement: 'Contains an invalid item',
  rules: {
    'rule.password': 'Use 6–20 characters with at least one letter and one number or symbol',
    'rule.id': 'Use 6–20 lowercase letters and numbers',
    'rule.phone': 'Enter a valid mobile number (e.g. 010-1234-5678)',
    'rule.email': 'Enter a valid email address',
    'rule.text': 'Contains characters that are not allowed (NUL, broken Unicode or text-direction controls)',
    'rule.depth': 'This value is nested too deeply',
  },
};

/** The field-message phrases of each language. */
export const FIELD_MESSAGES: Readonly<Record<Language, FieldMessageCatalog>> = deepFreeze({
  ko: KO,
  en: EN,
});
