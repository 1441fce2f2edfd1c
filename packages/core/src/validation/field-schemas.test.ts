import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_RULE_IDS } from './field-rule-ids.ts';
import { emailSchema, idSchema, passwordSchema, phoneSchema } from './field-schemas.ts';
import { toFieldErrors } from './to-field-errors.ts';

describe('field schemas', () => {
  it('return the normalised value on success', () => {
    expect(passwordSchema.safeParse(' ａｂｃ１２３ ').data).toBe('abc123');
    expect(idSchema.safeParse('ｂａｒｏ２０２６').data).toBe('baro2026');
    expect(phoneSchema.safeParse('０１０－１２３４－５６７８').data).toBe('010-1234-5678');
    expect(phoneSchema.safeParse('01012345678').data).toBe('01012345678');
  });

  it('lower-case the email after normalising it', () => {
    expect(emailSchema.safeParse('  Kim.Baro@Example.CO.KR\u200B').data).toBe('kim.baro@example.co.kr');
    expect(emailSchema.safeParse('ＫＩＭ＠ＢＡＲＯ．ＫＲ').data).toBe('kim@baro.kr');
  });

  it.each([
    ['passwordSchema', passwordSchema, 'abcdef', FIELD_RULE_IDS.password],
    ['idSchema', idSchema, 'Baro2026', FIELD_RULE_IDS.id],
    ['phoneSchema', phoneSchema, '015-1234-5678', FIELD_RULE_IDS.phone],
    ['emailSchema', emailSchema, 'kim@baro', FIELD_RULE_IDS.email],
  ])('%s fails with its rule id as the message', (_name, schema, input, ruleId) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe(ruleId);
  });

  const signUp = z.strictObject({
    id: idSchema,
    password: passwordSchema,
    phone: phoneSchema,
    email: emailSchema,
  });

  it('produce localised Korean field messages through toFieldErrors', () => {
    const input = { id: 'BARO', password: 'abcdef', phone: '02-123-4567', email: 'kim@' };
    const result = signUp.safeParse(input);
    expect(toFieldErrors(result.error, 'ko', input)).toEqual({
      id: '아이디는 영문 소문자와 숫자로 6~20자 입력해 주세요',
      password: '비밀번호는 영문을 포함해 6~20자로, 숫자나 특수문자를 하나 이상 넣어 주세요',
      phone: '올바른 휴대폰 번호를 입력해 주세요 (예: 010-1234-5678)',
      email: '올바른 이메일 주소를 입력해 주세요',
    });
  });

  it('produce localised English field messages through toFieldErrors', () => {
    const input = { id: 'BARO', password: 'abcdef', phone: '02-123-4567', email: 'kim@' };
    const result = signUp.safeParse(input);
    expect(toFieldErrors(result.error, 'en', input)).toEqual({
      id: 'Use 6–20 lowercase letters and numbers',
      password: 'Use 6–20 characters with at least one letter and one number or symbol',
      phone: 'Enter a valid mobile number (e.g. 010-1234-5678)',
      email: 'Enter a valid email address',
    });
  });

  it('report missing, non-string and unknown fields in both languages', () => {
    const input = { id: 12345678, phone: null, email: 'kim@baro.kr', foo: 'bar' };
    const result = signUp.safeParse(input);
    expect(toFieldErrors(result.error, 'ko', input)).toEqual({
      id: '문자를 입력해 주세요',
      password: '필수 입력 항목입니다',
      phone: '필수 입력 항목입니다',
      foo: '허용되지 않는 항목입니다',
    });
    expect(toFieldErrors(result.error, 'en', input)).toEqual({
      id: 'Must be text',
      password: 'This field is required',
      phone: 'This field is required',
      foo: 'Unknown field',
    });
  });

  it('accept a valid sign-up and return every field normalised', () => {
    const result = signUp.safeParse({
      id: 'baro2026',
      password: 'Secret!1',
      phone: '０１０－１２３４－５６７８',
      email: 'Kim@Baro.KR',
    });
    expect(result.data).toEqual({
      id: 'baro2026',
      password: 'Secret!1',
      phone: '010-1234-5678',
      email: 'kim@baro.kr',
    });
  });

  it('stay a plain string schema for OpenAPI generation', () => {
    expect(z.toJSONSchema(emailSchema, { io: 'input' })).toMatchObject({ type: 'string' });
  });

  it('refuse a megabyte of input without slowing down', () => {
    expect(passwordSchema.safeParse('a1'.repeat(500_000)).success).toBe(false);
    expect(emailSchema.safeParse(`${'a'.repeat(1_000_000)}@b.kr`).success).toBe(false);
  });
});
