import {
  adminPartnerDetailSchema,
  adminPartnerPageSchema,
  auditPageSchema,
  errorBodySchema,
  partnerRateSchema,
} from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../src/db/new-id.ts';
import { authHeaders, createPartnerAdmin, createStaff, type TestUser } from './support/accounts.ts';
import { parseMail } from './support/mime.ts';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

describe('staff API: partners', () => {
  let database: TestDatabase;
  let app: TestApp;
  let smtp: TestSmtpServer;
  let staff: TestUser;
  let headers: { authorization: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
    app = await createTestApp(database, { env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://baro.test' } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.reset();
    smtp.messages.length = 0;
    staff = await createStaff(database);
    headers = await authHeaders(app, database, staff);
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const errorOf = (payload: string) => errorBodySchema.parse(JSON.parse(payload));
  const onboard = (payload: Record<string, unknown>) => call('POST', '/api/admin/partners', payload);

  /** The set-password link of the last delivered message to `to`. */
  const setupLink = async (to: string) => {
    await app.services.mailer.flush();
    const raw = smtp.messages.findLast((message) => message.raw.includes(to))?.raw;
    if (!raw) throw new Error(`no mail to ${to}`);
    const text = parseMail(raw).parts.find((part) =>
      part.headers['content-type']?.startsWith('text/plain'),
    )?.body;
    const match = `${text}`.match(/reset-password\?token=([\w%-]+)/);
    if (!match?.[1]) throw new Error(`no link in ${text}`);
    return { token: decodeURIComponent(match[1]), text: `${text}` };
  };

  it('onboards a partner whose administrators choose a password by e-mail and then sign in', async () => {
    const response = await onboard({
      name: 'Han River Shipping',
      admins: [
        { name: '한강물류 대표', email: 'ceo@hanriver.test', phone: '010-5555-1234' },
        { name: 'Ops Desk', email: 'ops@hanriver.test' },
      ],
    });
    expect(response.statusCode, response.payload).toBe(201);
    const partner = adminPartnerDetailSchema.parse(response.json());
    expect(partner).toMatchObject({
      name: 'Han River Shipping',
      adminCount: 2,
      activeRates: 0,
      quotes: { total: 0, winRate: null },
    });
    expect(partner.admins.map((admin) => admin.email).sort()).toEqual([
      'ceo@hanriver.test',
      'ops@hanriver.test',
    ]);

    // Nobody can log in before choosing a password.
    const early = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ceo@hanriver.test', password: 'anything1!' },
    });
    expect(early.statusCode).toBe(401);

    const { token, text } = await setupLink('ceo@hanriver.test');
    expect(text).toContain('Han River Shipping');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset/password',
      payload: { token, password: 'river2026!' },
    });
    expect(reset.statusCode, reset.payload).toBeLessThan(300);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ceo@hanriver.test', password: 'river2026!' },
    });
    expect(login.statusCode, login.payload).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/partner/members',
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().partner).toEqual({ id: partner.id, name: 'Han River Shipping' });

    const audit = auditPageSchema.parse((await call('GET', `/api/admin/audit?query=${partner.id}`)).json());
    expect(audit.items[0]).toMatchObject({ action: 'partner.create', target: partner.id, before: null });
    expect(audit.items[0]?.targetIds).toEqual(
      expect.arrayContaining(partner.admins.map((admin) => admin.id)),
    );
  });

  it('refuses the whole onboarding when an address is taken or given twice, creating nothing', async () => {
    const existing = await createPartnerAdmin(database, { email: 'taken@partner.test' });
    for (const admins of [
      [
        { name: 'A', email: 'new@partner.test' },
        { name: 'B', email: existing.email },
      ],
      [
        { name: 'A', email: 'twice@partner.test' },
        { name: 'B', email: 'twice@partner.test' },
      ],
    ]) {
      const response = await onboard({ name: 'Refused Co', admins });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response.payload).code).toBe('EMAIL_TAKEN');
    }
    const partners = adminPartnerPageSchema.parse((await call('GET', '/api/admin/partners')).json());
    expect(partners.items.map((item) => item.name)).not.toContain('Refused Co');
    expect(
      await database.db.selectFrom('users').select('id').where('email', '=', 'new@partner.test').execute(),
    ).toEqual([]);
  });

  it('validates the request naming the fields, in the caller language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/partners',
      headers: { ...headers, lang: 'en' },
      payload: { name: '', admins: [{ name: 'X', email: 'not-an-email' }] },
    });
    expect(response.statusCode).toBe(400);
    const body = errorOf(response.payload);
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['admins.0.email', 'name']);
    const none = await onboard({ name: 'No admins', admins: [] });
    expect(Object.keys(errorOf(none.payload).fields ?? {})).toEqual(['admins']);
  });

  it('lists and searches partners, renames one and adds an administrator', async () => {
    const blue = await createPartnerAdmin(database, { name: '김파트너', email: 'kim@blue.test' });
    await database.db
      .updateTable('partners')
      .set({ name: 'Blue Ocean' })
      .where('id', '=', blue.partnerId ?? '')
      .execute();
    await createPartnerAdmin(database);
    const list = adminPartnerPageSchema.parse((await call('GET', '/api/admin/partners')).json());
    expect(list.total).toBe(2);
    const names = async (query: string) =>
      adminPartnerPageSchema
        .parse((await call('GET', `/api/admin/partners?query=${encodeURIComponent(query)}`)).json())
        .items.map((item) => item.name);
    expect(await names('blue')).toEqual(['Blue Ocean']);
    expect(await names('KIM@BLUE')).toEqual(['Blue Ocean']);

    const renamed = await call('PATCH', `/api/admin/partners/${blue.partnerId}`, {
      name: 'Blue Ocean Logistics',
    });
    expect(renamed.statusCode).toBe(200);
    expect(adminPartnerDetailSchema.parse(renamed.json()).name).toBe('Blue Ocean Logistics');

    const added = await call('POST', `/api/admin/partners/${blue.partnerId}/admins`, {
      name: '박신입',
      email: 'park@blue.test',
    });
    expect(added.statusCode, added.payload).toBe(201);
    expect(adminPartnerDetailSchema.parse(added.json()).admins.map((admin) => admin.email)).toContain(
      'park@blue.test',
    );
    expect((await setupLink('park@blue.test')).text).toContain('Blue Ocean Logistics');

    const missing = await call('POST', `/api/admin/partners/${newId('ptn')}/admins`, {
      name: 'x',
      email: 'x@x.test',
    });
    expect(missing.statusCode).toBe(404);
    const actions = auditPageSchema
      .parse((await call('GET', `/api/admin/audit?query=${blue.partnerId}`)).json())
      .items.map((item) => item.action);
    expect(actions).toEqual(['partner.admin.add', 'partner.update']);
  });

  it('expires a rate from today (Seoul), keeping an expired one as it is', async () => {
    const partner = await createPartnerAdmin(database);
    await database.db
      .insertInto('locations')
      .values([
        {
          code: 'CNSHA',
          kind: 'sea',
          name_ko: '상하이',
          name_en: 'Shanghai',
          country_code: 'CN',
          time_zone: 'Asia/Shanghai',
        },
        {
          code: 'KRPUS',
          kind: 'sea',
          name_ko: '부산',
          name_en: 'Busan',
          country_code: 'KR',
          time_zone: 'Asia/Seoul',
        },
      ])
      .execute();
    const rate = (id: string, validFrom: string, validTo: string) => ({
      id,
      partner_id: partner.partnerId ?? '',
      freight_type: 'FCL' as const,
      pol: 'CNSHA',
      pod: 'KRPUS',
      carrier: 'HMM',
      transit_days: 3,
      valid_from: validFrom,
      valid_to: validTo,
      currency: 'USD',
      container_type: '40HQ' as const,
      price: '1200',
      local_charges: '[]',
    });
    const live = newId('rate');
    const future = newId('rate');
    const old = newId('rate');
    await database.db
      .insertInto('partner_rates')
      .values([
        rate(live, '2020-01-01', '2099-12-31'),
        rate(future, '2098-01-01', '2099-12-31'),
        rate(old, '2020-01-01', '2020-12-31'),
      ])
      .execute();
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

    const expired = partnerRateSchema.parse((await call('POST', `/api/admin/rates/${live}/expire`)).json());
    expect([expired.validFrom, expired.validTo]).toEqual(['2020-01-01', yesterday]);
    const never = partnerRateSchema.parse((await call('POST', `/api/admin/rates/${future}/expire`)).json());
    expect([never.validFrom, never.validTo]).toEqual([yesterday, yesterday]);
    const kept = partnerRateSchema.parse((await call('POST', `/api/admin/rates/${old}/expire`)).json());
    expect([kept.validFrom, kept.validTo]).toEqual(['2020-01-01', '2020-12-31']);
    expect((await call('POST', `/api/admin/rates/${newId('rate')}/expire`)).statusCode).toBe(404);

    const detail = adminPartnerDetailSchema.parse(
      (await call('GET', `/api/admin/partners/${partner.partnerId}`)).json(),
    );
    expect([detail.activeRates, detail.expiredRates]).toEqual([0, 3]);
    const [entry] = auditPageSchema.parse((await call('GET', `/api/admin/audit?query=${live}`)).json()).items;
    expect(entry).toMatchObject({
      action: 'rate.expire',
      before: { validTo: '2099-12-31' },
      after: { validTo: yesterday },
    });
  });
});
