import { describe, expect, it } from 'vitest';
import { type core, z } from 'zod';
import { FIELD_RULE_IDS } from './field-rule-ids.ts';
import { describeIssue, toFieldErrors } from './to-field-errors.ts';

/** The messages for one failing value, as { ko, en }; the value is also passed as the input. */
function messagesFor(schema: z.ZodType, value: unknown): { ko: string | undefined; en: string | undefined } {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to fail');
  return { ko: toFieldErrors(result.error, 'ko', value)._, en: toFieldErrors(result.error, 'en', value)._ };
}

const issue = (raw: Record<string, unknown>): core.$ZodIssue =>
  ({ path: [], message: '', ...raw }) as unknown as core.$ZodIssue;

describe('toFieldErrors: keys', () => {
  it('keys issues by dotted path, array indexes included, and the root by "_"', () => {
    const schema = z.object({ items: z.array(z.object({ name: z.string().min(2) })) });
    const value = { items: [{ name: 'ok' }, { name: 'x' }] };
    expect(toFieldErrors(schema.safeParse(value).error, 'en', value)).toEqual({
      'items.1.name': 'Must be at least 2 characters',
    });
    expect(toFieldErrors(z.string().safeParse(5).error, 'en')).toEqual({ _: 'Must be text' });
  });

  it('reports each unknown key under its own path, at the root and nested', () => {
    const schema = z.strictObject({ address: z.strictObject({ city: z.string() }) });
    const value = { address: { city: '서울', zip: '06236' }, foo: 1, bar: 2 };
    expect(toFieldErrors(schema.safeParse(value).error, 'ko', value)).toEqual({
      'address.zip': '허용되지 않는 항목입니다',
      foo: '허용되지 않는 항목입니다',
      bar: '허용되지 않는 항목입니다',
    });
    expect(toFieldErrors(schema.safeParse(value).error, 'en', value)).toEqual({
      'address.zip': 'Unknown field',
      foo: 'Unknown field',
      bar: 'Unknown field',
    });
  });

  it('makes an unknown key named __proto__ a field, not a prototype', () => {
    const value = JSON.parse('{"__proto__": 1}');
    const fields = toFieldErrors(z.strictObject({}).safeParse(value).error, 'en', value);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.hasOwn(fields, '__proto__')).toBe(true);
    expect(JSON.stringify(fields)).toBe('{"__proto__":"Unknown field"}');
  });

  it('keeps the first message of a field', () => {
    const schema = z.object({
      code: z
        .string()
        .min(6)
        .regex(/^[A-Z]+$/),
    });
    const value = { code: 'ab' };
    const error = schema.safeParse(value).error;
    expect(error?.issues).toHaveLength(2);
    expect(toFieldErrors(error, 'en', value)).toEqual({ code: 'Must be at least 6 characters' });
  });

  it('falls back to Korean for unknown languages and reads tags such as en-US', () => {
    const error = z.string().safeParse(1).error;
    expect(toFieldErrors(error, 'fr')._).toBe('문자를 입력해 주세요');
    expect(toFieldErrors(error, 'en-US')._).toBe('Must be text');
  });

  it.each([null, undefined, 'error', 42, {}, { issues: 'no' }])('gives {} for %s', (value) => {
    expect(toFieldErrors(value as never, 'ko')).toEqual({});
  });
});

describe('toFieldErrors: missing values (invalid_type)', () => {
  const schema = z.object({ name: z.string(), age: z.number() });

  it('tells a missing field from a wrong type when given the input', () => {
    const value = { age: 'ten' };
    expect(toFieldErrors(schema.safeParse(value).error, 'ko', value)).toEqual({
      name: '필수 입력 항목입니다',
      age: '숫자를 입력해 주세요',
    });
  });

  it("tells them apart without the input through zod's default message", () => {
    const value = { age: 'ten' };
    expect(toFieldErrors(schema.safeParse(value).error, 'en')).toEqual({
      name: 'This field is required',
      age: 'Must be a number',
    });
  });

  it('tells them apart from the issue input when parsed with reportInput', () => {
    const error = schema.safeParse({ name: null, age: 'ten' }, { reportInput: true }).error;
    expect(toFieldErrors(error, 'en')).toEqual({ name: 'This field is required', age: 'Must be a number' });
  });

  it('counts null as missing, since JSON clients send null for an empty field', () => {
    const value = { name: null, age: 3 };
    expect(toFieldErrors(schema.safeParse(value).error, 'en', value)).toEqual({
      name: 'This field is required',
    });
  });

  it('reports a missing root value when the input itself is undefined', () => {
    expect(toFieldErrors(schema.safeParse(undefined).error, 'ko', undefined)).toEqual({
      _: '필수 입력 항목입니다',
    });
  });

  it('treats a nonoptional failure as required', () => {
    const value = {};
    const error = z.object({ a: z.string().optional().nonoptional() }).safeParse(value).error;
    expect(toFieldErrors(error, 'en', value)).toEqual({ a: 'This field is required' });
  });

  it.each([
    ['string', z.string(), 1, '문자를 입력해 주세요', 'Must be text'],
    ['number', z.number(), 'x', '숫자를 입력해 주세요', 'Must be a number'],
    ['NaN', z.number(), Number.NaN, '숫자를 입력해 주세요', 'Must be a number'],
    ['int', z.int(), 1.5, '정수를 입력해 주세요', 'Must be a whole number'],
    ['boolean', z.boolean(), 'yes', '예 또는 아니요 중에서 선택해 주세요', 'Must be true or false'],
    ['date', z.date(), 'tomorrow', '올바른 날짜를 입력해 주세요', 'Must be a valid date'],
    ['array', z.array(z.string()), 'a', '목록 형식이어야 합니다', 'Must be a list'],
    ['object', z.object({}), 'a', '객체 형식이어야 합니다', 'Must be an object'],
    ['symbol', z.symbol(), 'a', '올바른 형식이 아닙니다', 'Invalid type'],
  ])('names the expected %s type', (_name, schema, value, ko, en) => {
    expect(messagesFor(schema, value)).toEqual({ ko, en });
  });
});

describe('toFieldErrors: sizes (too_small, too_big)', () => {
  it.each([
    ['string min', z.string().min(6), 'abc', '6자 이상 입력해 주세요', 'Must be at least 6 characters'],
    [
      'string max',
      z.string().max(20),
      'a'.repeat(21),
      '20자 이하로 입력해 주세요',
      'Must be at most 20 characters',
    ],
    ['string max 1', z.string().max(1), 'ab', '1자 이하로 입력해 주세요', 'Must be at most 1 character'],
    ['string length', z.string().length(4), 'abc', '4자로 입력해 주세요', 'Must be exactly 4 characters'],
    ['empty string', z.string().min(1), '', '필수 입력 항목입니다', 'This field is required'],
    ['number min', z.number().min(1), 0, '1 이상이어야 합니다', 'Must be at least 1'],
    ['number gt', z.number().gt(0), 0, '0보다 커야 합니다', 'Must be greater than 0'],
    ['number max', z.number().max(1_000_000), 2e6, '1,000,000 이하여야 합니다', 'Must be at most 1,000,000'],
    ['number lt', z.number().lt(10), 10, '10보다 작아야 합니다', 'Must be less than 10'],
    ['number decimal', z.number().min(0.5), 0.1, '0.5 이상이어야 합니다', 'Must be at least 0.5'],
    ['bigint min', z.bigint().min(5n), 1n, '5 이상이어야 합니다', 'Must be at least 5'],
    ['array min', z.array(z.string()).min(2), ['a'], '2개 이상이어야 합니다', 'Must have at least 2 items'],
    ['array max', z.array(z.string()).max(1), ['a', 'b'], '1개 이하여야 합니다', 'Must have at most 1 item'],
    ['array length', z.array(z.number()).length(3), [1], '3개여야 합니다', 'Must have exactly 3 items'],
    ['set min', z.set(z.string()).min(1), new Set(), '1개 이상이어야 합니다', 'Must have at least 1 item'],
  ])('%s', (_name, schema, value, ko, en) => {
    expect(messagesFor(schema, value)).toEqual({ ko, en });
  });

  it('shows date limits in Seoul time', () => {
    // 2026-01-01T00:00Z is 09:00 on 1 January in Seoul.
    const limit = new Date('2026-01-01T00:00:00Z');
    expect(messagesFor(z.date().min(limit), new Date(0))).toEqual({
      ko: '2026년 1월 1일 09:00 이후 날짜를 입력해 주세요',
      en: 'Must be on or after Jan 1, 2026 09:00',
    });
    expect(messagesFor(z.date().max(limit), new Date('2027-01-01T00:00:00Z'))).toEqual({
      ko: '2026년 1월 1일 09:00 이전 날짜를 입력해 주세요',
      en: 'Must be on or before Jan 1, 2026 09:00',
    });
  });

  it('words exclusive date limits and file sizes', () => {
    const after = issue({
      code: 'too_small',
      origin: 'date',
      minimum: Date.UTC(2026, 0, 1),
      inclusive: false,
    });
    expect(describeIssue(after, 'en')).toBe('Must be after Jan 1, 2026 09:00');
    expect(describeIssue(after, 'ko')).toBe('2026년 1월 1일 09:00보다 늦은 날짜를 입력해 주세요');
    const file = issue({ code: 'too_big', origin: 'file', maximum: 10_485_760, inclusive: true });
    expect(describeIssue(file, 'ko')).toBe('파일 크기는 10,485,760바이트 이하여야 합니다');
    expect(describeIssue(file, 'en')).toBe('File must be at most 10,485,760 bytes');
  });

  it('turns exclusive length bounds into the next whole length', () => {
    const shorter = issue({ code: 'too_big', origin: 'string', maximum: 10, inclusive: false });
    expect(describeIssue(shorter, 'en')).toBe('Must be at most 9 characters');
  });
});

describe('toFieldErrors: formats, values and the rest', () => {
  it.each([
    ['email', z.email(), 'kim@', '이메일 주소 형식이 올바르지 않습니다', 'Must be a valid email address'],
    ['url', z.url(), 'not a url', 'URL 형식이 올바르지 않습니다', 'Must be a valid URL'],
    ['uuid', z.uuid(), '123', 'UUID 형식이 올바르지 않습니다', 'Must be a valid UUID'],
    [
      'datetime',
      z.iso.datetime(),
      'x',
      '날짜와 시간 형식이 올바르지 않습니다',
      'Must be a valid date and time',
    ],
    ['regex', z.string().regex(/^A/), 'b', '형식이 올바르지 않습니다', 'Invalid format'],
    [
      'starts_with',
      z.string().startsWith('BID-'),
      'X',
      "'BID-'(으)로 시작해야 합니다",
      "Must start with 'BID-'",
    ],
    ['ends_with', z.string().endsWith('.pdf'), 'a.doc', "'.pdf'(으)로 끝나야 합니다", "Must end with '.pdf'"],
    ['includes', z.string().includes('@'), 'a', "'@'을(를) 포함해야 합니다", "Must include '@'"],
    ['lowercase', z.string().lowercase(), 'ABC', '영문 소문자로 입력해 주세요', 'Must be lowercase'],
    ['uppercase', z.string().uppercase(), 'abc', '영문 대문자로 입력해 주세요', 'Must be uppercase'],
  ])('invalid_format %s', (_name, schema, value, ko, en) => {
    expect(messagesFor(schema, value)).toEqual({ ko, en });
  });

  it.each([
    ['multiple of 5', z.number().multipleOf(5), 7, '5의 배수여야 합니다', 'Must be a multiple of 5'],
    [
      'multiple of 0.01',
      z.number().multipleOf(0.01),
      0.001,
      '0.01의 배수여야 합니다',
      'Must be a multiple of 0.01',
    ],
  ])('not_multiple_of: %s', (_name, schema, value, ko, en) => {
    expect(messagesFor(schema, value)).toEqual({ ko, en });
  });

  it('invalid_value lists a few allowed values, names a single one, and hides long lists', () => {
    expect(messagesFor(z.enum(['howto', 'terms', 'faq']), 'news')).toEqual({
      ko: '다음 중 하나를 선택해 주세요: howto, terms, faq',
      en: 'Must be one of: howto, terms, faq',
    });
    expect(messagesFor(z.literal(true), false)).toEqual({ ko: 'true 값만 허용됩니다', en: 'Must be true' });
    const many = z.enum(Array.from({ length: 11 }, (_, index) => `v${index}`) as [string, ...string[]]);
    expect(messagesFor(many, 'x')).toEqual({ ko: '허용되지 않는 값입니다', en: 'This value is not allowed' });
  });

  it('invalid_union is generic, but a bad discriminator lists the allowed tags', () => {
    expect(messagesFor(z.union([z.string(), z.number()]), true)).toEqual({
      ko: '올바른 형식이 아닙니다',
      en: 'Invalid value',
    });
    const tagged = z.discriminatedUnion('type', [
      z.object({ type: z.literal('consignee') }),
      z.object({ type: z.literal('forwarder') }),
    ]);
    const value = { type: 'customs' };
    expect(toFieldErrors(tagged.safeParse(value).error, 'en', value)).toEqual({
      type: 'Must be one of: consignee, forwarder',
    });
  });

  it('invalid_key and invalid_element', () => {
    const value = { x: 'a' };
    expect(
      toFieldErrors(z.record(z.string().min(2), z.string()).safeParse(value).error, 'ko', value),
    ).toEqual({
      x: '올바르지 않은 키가 있습니다',
    });
    const element = issue({ code: 'invalid_element', origin: 'map', key: 'k', issues: [] });
    expect(describeIssue(element, 'ko')).toBe('올바르지 않은 항목이 있습니다');
    expect(describeIssue(element, 'en')).toBe('Contains an invalid item');
  });

  it('custom: rule ids, params with ko/en sentences, and a generic message otherwise', () => {
    const ruled = z.string().refine(() => false, { message: FIELD_RULE_IDS.phone });
    expect(messagesFor(ruled, 'x')).toEqual({
      ko: '올바른 휴대폰 번호를 입력해 주세요 (예: 010-1234-5678)',
      en: 'Enter a valid mobile number (e.g. 010-1234-5678)',
    });
    const worded = z.string().refine(() => false, {
      params: { ko: '영업일만 선택할 수 있습니다', en: 'Pick a business day' },
    });
    expect(messagesFor(worded, 'x')).toEqual({
      ko: '영업일만 선택할 수 있습니다',
      en: 'Pick a business day',
    });
    const raw = z.string().refine(() => false, { message: 'developer text' });
    expect(messagesFor(raw, 'x')).toEqual({ ko: '올바르지 않은 값입니다', en: 'Invalid value' });
  });

  it('a rule id wins whatever the issue code', () => {
    expect(messagesFor(z.string().regex(/^\d+$/, FIELD_RULE_IDS.id), 'x').en).toBe(
      'Use 6–20 lowercase letters and numbers',
    );
  });

  it('never throws on malformed issues, such as those in a body a client received', () => {
    const hostile = {
      toString(): string {
        throw new Error('must not be stringified');
      },
    };
    const issues = [
      null,
      'text',
      { code: 'invalid_type', expected: hostile, path: hostile, message: hostile },
      { code: 'too_small', origin: 'string', minimum: hostile, path: [hostile] },
      { code: 'invalid_format', format: hostile, prefix: hostile, path: ['a'] },
      { code: 'invalid_format', format: 'starts_with', prefix: hostile, path: ['b'] },
      { code: 'invalid_value', values: [hostile], path: ['c'] },
      { code: 'invalid_value', values: 'x', path: ['d'] },
      { code: 'unrecognized_keys', keys: hostile, path: ['e'] },
      { code: 'not_multiple_of', divisor: hostile, path: ['f'] },
      { code: 'custom', params: hostile, path: ['g'] },
    ];
    expect(toFieldErrors({ issues } as never, 'en', { a: 1 })).toEqual({
      _: 'Invalid type',
      '?': 'Invalid value',
      a: 'Invalid format',
      b: "Must start with ''",
      c: 'Must be ?',
      d: 'This value is not allowed',
      e: 'Unknown field',
      f: 'Invalid value',
      g: 'Invalid value',
    });
  });

  it('answers with the generic message for an issue code it does not know', () => {
    expect(describeIssue(issue({ code: 'from_the_future' }), 'en')).toBe('Invalid value');
    expect(describeIssue(issue({ code: 'from_the_future' }), 'ko')).toBe('올바르지 않은 값입니다');
  });
});
