import { errorBodySchema } from '@baro/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSupportContent } from '../src/modules/content/content.seeder.ts';
import { useTestApp } from './support/use-test-app.ts';

// Issue 16: the terms are versioned with an effective day, and a sign-up records which versions
// of the terms of service and the privacy policy were accepted.

const t = useTestApp();
const signup = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      email: 'consent@example.com',
      password: 'abc12345!',
      name: '김바로',
      company: '바로상사',
      phone: '010-2345-6789',
      agreeTerms: true,
      ...payload,
    },
  });

beforeEach(async () => {
  t.app.clock.advance(new Date('2026-11-20T10:00:00+09:00').getTime() - t.app.clock.now().getTime());
  await t.database.db.transaction().execute((trx) => seedSupportContent(trx, t.app.clock.now()));
});

const consents = () =>
  t.database.db
    .selectFrom('terms_consents')
    .select(['article_id', 'terms_kind'])
    .orderBy('terms_kind')
    .execute();

describe('sign-up consent', () => {
  it('records the versions in force when the sign-up names them', async () => {
    const response = await signup({ acceptedTerms: ['art_termsService2026', 'art_termsPrivacy2025'] });
    expect(response.statusCode, response.body).toBe(201);
    expect(await consents()).toEqual([
      { article_id: 'art_termsPrivacy2025', terms_kind: 'privacy' },
      { article_id: 'art_termsService2026', terms_kind: 'service' },
    ]);
  });

  it('refuses a sign-up without accepted terms with 400 fields in ko and en, and creates nothing', async () => {
    const { acceptedTerms: _none, ...withoutField } = {
      email: 'consent@example.com',
      password: 'abc12345!',
      name: '김바로',
      company: '바로상사',
      phone: '010-2345-6789',
      agreeTerms: true,
      acceptedTerms: [],
    };
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: withoutField });
    expect(missing.statusCode).toBe(400);
    expect(errorBodySchema.parse(missing.json()).fields).toHaveProperty('acceptedTerms');

    for (const [accepted, lang, text] of [
      [[], 'ko', '서비스 이용약관과 개인정보 수집 및 이용에 모두 동의해 주세요'],
      [['art_termsService2026'], 'en', 'Please accept both the terms of service and the privacy policy'],
      [
        ['art_termsPrivacy2025', 'art_notTerms'],
        'ko',
        '서비스 이용약관과 개인정보 수집 및 이용에 모두 동의해 주세요',
      ],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { lang },
        payload: { ...withoutField, acceptedTerms: accepted },
      });
      expect(response.statusCode, JSON.stringify(accepted)).toBe(400);
      expect(errorBodySchema.parse(response.json())).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { acceptedTerms: text },
      });
    }
    expect(await consents()).toEqual([]);
    expect(await t.database.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('refuses a sign-up that accepted a version no longer in force, and creates nothing', async () => {
    const response = await signup({ acceptedTerms: ['art_termsService2025', 'art_termsPrivacy2025'] });
    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json()).code).toBe('TERMS_VERSION_CHANGED');
    expect(await consents()).toEqual([]);
    expect(await t.database.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});
