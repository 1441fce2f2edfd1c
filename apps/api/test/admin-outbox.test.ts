import { auditPageSchema, errorBodySchema, outboxPageSchema } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailRequest } from '../src/modules/mail/mailer.ts';
import { authHeaders, createCustomer, createStaff } from './support/accounts.ts';
import { createAdminTestApp } from './support/admin-app.ts';
import { freePort } from './support/server-process.ts';
import type { TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const invitation = (to: string, locale: 'ko' | 'en' = 'ko'): MailRequest => ({
  to,
  locale,
  template: 'team-invitation',
  params: {
    teamName: '바로무역',
    inviterName: '김바로',
    role: 'member',
    link: 'https://baro.test/invitations',
    expiresAt: '2026년 11월 28일 14:05',
  },
});

describe('staff API: GET /api/admin/outbox', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  describe('with SMTP configured (mail waits in the outbox until delivered)', () => {
    let app: TestApp;
    let headers: { authorization: string };
    beforeAll(async () => {
      // Nothing listens there: queued mail stays queued, which is what this suite lists.
      app = await createAdminTestApp(database, { env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } });
    });
    afterAll(async () => {
      await app.close();
    });
    beforeEach(async () => {
      await database.reset();
      headers = await authHeaders(app, database, await createStaff(database));
    });
    const list = async (query = '') => {
      const response = await app.inject({ method: 'GET', url: `/api/admin/outbox${query}`, headers });
      expect(response.statusCode).toBe(200);
      return outboxPageSchema.parse(response.json());
    };

    it('lists queued mail newest first, with what was sent and its state', async () => {
      const { mailer } = app.services;
      expect(mailer.transport).toBe('smtp');
      const ids: string[] = [];
      for (const to of ['a@baro.test', 'b@baro.test', 'c@baro.test']) {
        ids.push(await mailer.queue(database.db, invitation(to)));
        app.clock.advance(1_000);
      }

      const page = await list();
      expect(page).toMatchObject({ page: 1, size: 20, total: 3, pageCount: 1 });
      expect(page.items.map((item) => item.id)).toEqual([...ids].reverse());
      expect(page.items[0]).toMatchObject({
        to: 'c@baro.test',
        subject: '[바로] 김바로님이 바로무역 팀에 초대했습니다',
        template: 'team-invitation',
        locale: 'ko',
        status: 'queued',
        transport: 'smtp',
        attempts: 0,
        error: null,
        sentAt: null,
      });
      expect(page.items[0]?.text).toContain('https://baro.test/invitations');
      expect(page.items[0]).not.toHaveProperty('html');
    });

    it('narrows to one recipient and pages with totals', async () => {
      const { mailer } = app.services;
      for (let n = 0; n < 5; n += 1) await mailer.queue(database.db, invitation('many@baro.test'));
      await mailer.queue(database.db, invitation('one@baro.test', 'en'));

      const one = await list('?to=ONE@baro.test');
      expect(one).toMatchObject({ total: 1, pageCount: 1 });
      expect(one.items[0]).toMatchObject({ to: 'one@baro.test', locale: 'en' });
      expect(one.items[0]?.subject).toBe('[Baro] 김바로 invited you to the team 바로무역');

      const second = await list('?to=many@baro.test&size=2&page=2');
      expect(second).toMatchObject({ page: 2, size: 2, total: 5, pageCount: 3 });
      expect(second.items).toHaveLength(2);
      expect((await list('?to=nobody@baro.test')).items).toEqual([]);
    });

    it.each([
      ['size=1000', 'size'],
      ['page=0', 'page'],
      ['unknown=1', 'unknown'],
      [`to=${'x'.repeat(255)}`, 'to'],
    ])('rejects %s with 400 VALIDATION_FAILED naming the field', async (query, field) => {
      const response = await app.inject({ method: 'GET', url: `/api/admin/outbox?${query}`, headers });
      expect(response.statusCode).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields ?? {})).toEqual([field]);
    });
  });

  it('shows reset and invitation links redacted, and audits every read (issue 11)', async () => {
    await database.reset();
    const app = await createAdminTestApp(database);
    try {
      const staff = await createStaff(database, { name: '감사 대상' });
      const headers = await authHeaders(app, database, staff);
      // Before issue 11 a staff member could read a working reset link here and take the account.
      const customer = await createCustomer(database, { email: 'victim@baro.test' });
      const asked = await app.inject({
        method: 'POST',
        url: '/api/auth/find/password',
        payload: { email: customer.email },
      });
      expect(asked.statusCode).toBe(202);
      await app.services.background.drain();
      const secret = 'inv_SECRETSECRETSECRET';
      await app.services.mailer.queue(database.db, {
        ...invitation('e@baro.test'),
        params: {
          ...invitation('e@baro.test').params,
          link: `https://baro.test/mypage?invitation=${secret}`,
        },
        secrets: [secret],
      });

      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/outbox?to=victim@baro.test',
        headers,
      });
      const page = outboxPageSchema.parse(response.json());
      expect(page.items).toHaveLength(1);
      expect(page.items[0]?.text).toMatch(/reset-password\?token=\[redacted\]/);
      const rows = await database.db.selectFrom('outbox_emails').selectAll().execute();
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(`${row.text_body}${row.html_body}`).not.toMatch(/token=(?!\[redacted\])/);
        expect(`${row.text_body}${row.html_body}`).not.toContain(secret);
        // No delivery without SMTP: nothing is kept to deliver.
        expect(row.sealed_body).toBeNull();
      }

      await app.inject({ method: 'GET', url: '/api/admin/outbox?page=2', headers });
      const audit = await app.inject({ method: 'GET', url: '/api/admin/audit?action=outbox.read', headers });
      expect(audit.statusCode).toBe(200);
      const events = auditPageSchema.parse(audit.json());
      expect(events.total).toBe(2);
      expect(events.items.map((event) => [event.target, event.details.page])).toEqual([
        [null, 2],
        ['victim@baro.test', 1],
      ]);
      expect(events.items[0]).toMatchObject({
        action: 'outbox.read',
        actor: { id: staff.id, name: '감사 대상', email: staff.email },
        clientAddress: '127.0.0.1',
      });
    } finally {
      await app.close();
    }
  });

  it('without SMTP lists the outbox as sent mail', async () => {
    await database.reset();
    const app = await createAdminTestApp(database);
    try {
      expect(app.services.mailer.transport).toBe('outbox');
      const id = await app.services.mailer.queue(database.db, invitation('d@baro.test'));
      const headers = await authHeaders(app, database, await createStaff(database));
      const response = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers });
      expect(response.statusCode).toBe(200);
      const page = outboxPageSchema.parse(response.json());
      expect(page.items).toEqual([
        expect.objectContaining({
          id,
          status: 'sent',
          transport: 'outbox',
          attempts: 1,
          sentAt: expect.any(String),
        }),
      ]);
    } finally {
      await app.close();
    }
  });
});
