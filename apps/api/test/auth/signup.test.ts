import { errorBodySchema, userProfileSchema } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const validSignup = {
  email: 'New.User@Example.com',
  password: 'abc12345!',
  name: '김바로',
  company: '바로상사',
  phone: '010-2345-6789',
  customerType: 'consignee',
  agreeTerms: true,
  // No terms are published in this file's database, so none are in force to accept.
  acceptedTerms: [],
};

describe('POST /api/auth/signup', () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
  });
  beforeEach(async () => {
    await database.reset();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('creates the user as master of a new team named after the company', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: validSignup });
    expect(response.statusCode).toBe(201);
    const user = userProfileSchema.parse(response.json().user);
    expect(user).toMatchObject({
      kind: 'customer',
      email: 'new.user@example.com',
      name: '김바로',
      company: '바로상사',
      customerType: 'consignee',
      locale: 'ko',
      team: { name: '바로상사', role: 'master' },
      managers: { forwarding: null, exportForwarding: null, fulfillment: null },
    });
    const stored = await database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored.terms_agreed_at).toBeInstanceOf(Date);
  });

  it('normalises Korean input: full-width digits and zero-width characters', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...validSignup, phone: '０１０－２３４５－６７８９', name: '김\u200b바로' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ phone: '010-2345-6789', name: '김바로' });
  });

  it('takes the language of the request as the locale when none is given', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { lang: 'en' },
      payload: { ...validSignup, customerType: undefined },
    });
    expect(response.json().user).toMatchObject({ locale: 'en', customerType: null });
  });

  it('refuses a taken e-mail whatever its capitalisation with 409 EMAIL_TAKEN', async () => {
    await app.inject({ method: 'POST', url: '/api/auth/signup', payload: validSignup });
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...validSignup, email: 'NEW.USER@example.COM' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_TAKEN');
  });

  it('answers rule violations with 400 VALIDATION_FAILED and a message per field, in both languages', async () => {
    const bad = {
      email: 'not-an-email',
      password: 'short',
      name: '',
      company: '바로상사',
      phone: '02-123-4567',
      agreeTerms: false,
      extra: 1,
    };
    const ko = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: bad });
    expect(ko.statusCode).toBe(400);
    const koBody = errorBodySchema.parse(ko.json());
    expect(koBody.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(koBody.fields ?? {}).sort()).toEqual([
      'acceptedTerms',
      'agreeTerms',
      'email',
      'extra',
      'name',
      'password',
      'phone',
    ]);
    expect(koBody.fields?.password).toMatch(/[가-힣]/);
    const en = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { lang: 'en' },
      payload: bad,
    });
    expect(errorBodySchema.parse(en.json()).fields?.password).toMatch(/^[^가-힣]+$/);
    expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});
