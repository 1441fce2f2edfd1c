import { adminUserPageSchema, adminUserSchema, errorBodySchema } from '@baro/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createTeam,
  createWorker,
  type TestUser,
  tokenFor,
} from './support/accounts.ts';
import { createAdminTestApp } from './support/admin-app.ts';
import type { TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

describe('staff API: accounts', () => {
  let database: TestDatabase;
  let app: TestApp;
  let staff: TestUser;
  let staffHeaders: { authorization: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createAdminTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.reset();
    staff = await createStaff(database, { name: '관리자', email: 'admin@baro.test' });
    staffHeaders = await authHeaders(app, database, staff);
  });

  const get = (url: string, headers: Record<string, string> = staffHeaders) =>
    app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string> = staffHeaders) =>
    app.inject({ method: 'POST', url, headers });
  const search = async (query: string, extra = '') => {
    const response = await get(`/api/admin/users?query=${encodeURIComponent(query)}${extra}`);
    expect(response.statusCode).toBe(200);
    return adminUserPageSchema.parse(response.json());
  };
  const errorOf = (payload: string) => errorBodySchema.parse(JSON.parse(payload));

  describe('who may call it', () => {
    const endpoints = [
      { method: 'GET', path: () => '/api/admin/users' },
      { method: 'POST', path: (id: string) => `/api/admin/users/${id}/disable` },
      { method: 'POST', path: (id: string) => `/api/admin/users/${id}/enable` },
      { method: 'GET', path: () => '/api/admin/outbox' },
    ] as const;

    it('declares every staff route as staff-only', () => {
      for (const route of [
        'GET /api/admin/users',
        'POST /api/admin/users/:id/disable',
        'POST /api/admin/users/:id/enable',
        'GET /api/admin/outbox',
      ]) {
        expect(app.routeAccess.get(route)).toEqual(['staff']);
      }
    });

    it.each(endpoints)(
      '$method $path: no token 401, customer/partner/worker 403, staff 200',
      async (endpoint) => {
        const target = await createCustomer(database);
        const url = endpoint.path(target.id);
        const anonymous = await app.inject({ method: endpoint.method, url });
        expect(anonymous.statusCode).toBe(401);
        expect(errorOf(anonymous.payload).code).toBe('UNAUTHORIZED');

        for (const user of [
          await createCustomer(database),
          await createPartnerAdmin(database),
          await createWorker(database),
        ]) {
          const response = await app.inject({
            method: endpoint.method,
            url,
            headers: await authHeaders(app, database, user),
          });
          expect(response.statusCode, user.kind).toBe(403);
          expect(errorOf(response.payload).code).toBe('FORBIDDEN');
        }

        const ok = await app.inject({ method: endpoint.method, url, headers: staffHeaders });
        expect(ok.statusCode).toBe(200);
      },
    );
  });

  describe('GET /api/admin/users', () => {
    it.each([
      ['size=1000', 'size'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['kind=robot', 'kind'],
      ['unknown=1', 'unknown'],
      [`query=${'x'.repeat(101)}`, 'query'],
    ])('rejects %s with 400 VALIDATION_FAILED naming the field', async (query, field) => {
      const response = await get(`/api/admin/users?${query}`);
      expect(response.statusCode).toBe(400);
      const body = errorOf(response.payload);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields ?? {})).toEqual([field]);
    });

    it('lists every kind, newest first, with team, partner and warehouse names', async () => {
      const { master } = await createTeam(database, { teamName: '바로무역', name: '김바로' });
      const partner = await createPartnerAdmin(database, { name: 'Blue Ocean 담당자' });
      const worker = await createWorker(database, { name: '박작업' });
      const order = [staff, master, partner, worker];
      for (const [n, user] of order.entries()) {
        // created_at is written once by the database; only a test rewrites history.
        await sql`update users set created_at = ${new Date(Date.UTC(2026, 0, 1 + n))} where id = ${user.id}`.execute(
          database.db,
        );
      }

      const page = await search('');
      expect(page).toMatchObject({ page: 1, size: 20, total: 4, pageCount: 1 });
      expect(page.items.map((item) => item.id)).toEqual(order.map((user) => user.id).reverse());

      const [workerItem, partnerItem, masterItem, staffItem] = page.items;
      expect(masterItem).toMatchObject({
        kind: 'customer',
        name: '김바로',
        team: { id: master.teamId, name: '바로무역', role: 'master' },
        partner: null,
        warehouse: null,
        customerType: 'consignee',
        disabledAt: null,
        createdAt: '2026-01-02T00:00:00.000Z',
      });
      expect(partnerItem?.partner).toEqual({
        id: partner.partnerId,
        name: expect.stringMatching(/^Partner /),
      });
      expect(workerItem?.warehouse).toEqual({
        id: worker.warehouseId,
        name: expect.stringMatching(/^창고 /),
      });
      expect(workerItem?.loginId).toBe(worker.loginId);
      expect(staffItem).toMatchObject({ kind: 'staff', team: null, partner: null, warehouse: null });
    });

    it('finds by Korean name, e-mail fragment, company, phone and login id, case-insensitively', async () => {
      const kim = await createCustomer(database, { name: '김바로', email: 'kim.trade@example.com' });
      const alice = await createStaff(database, { name: 'Alice Park', email: 'alice@baro.test' });
      const worker = await createWorker(database, { name: '박작업', loginId: 'picker07' });
      await database.db
        .updateTable('users')
        .set({ phone: '010-9876-5432' })
        .where('id', '=', alice.id)
        .execute();
      await database.db
        .updateTable('users')
        .set({ company: '한빛물산' })
        .where('id', '=', worker.id)
        .execute();

      const ids = async (query: string) => (await search(query)).items.map((item) => item.id);
      expect(await ids('김바로')).toEqual([kim.id]);
      expect(await ids('바로')).toEqual([kim.id]);
      expect(await ids('KIM.TRADE@EXAMPLE')).toEqual([kim.id]);
      expect(await ids('aLiCe')).toEqual([alice.id]);
      expect(await ids('한빛')).toEqual([worker.id]);
      expect(await ids('9876-5432')).toEqual([alice.id]);
      expect(await ids('01098765432')).toEqual([alice.id]);
      expect(await ids('PICKER0')).toEqual([worker.id]);
      expect(await ids('  김바로  ')).toEqual([kim.id]);
      expect(await ids('없는사람')).toEqual([]);
      expect((await search('바로', '&kind=staff')).items).toEqual([]);
      expect((await search('', '&kind=worker')).items.map((item) => item.id)).toEqual([worker.id]);
    });

    it('treats LIKE wildcards in the query as plain characters', async () => {
      const percent = await createCustomer(database, { name: '100% 정품' });
      const underscore = await createCustomer(database, { email: 'under_score@baro.test' });
      const backslash = await createCustomer(database, { name: 'back\\slash' });
      await createCustomer(database, { name: '1000 정품' });

      expect((await search('%')).items.map((item) => item.id)).toEqual([percent.id]);
      expect((await search('0% 정')).items.map((item) => item.id)).toEqual([percent.id]);
      expect((await search('_')).items.map((item) => item.id)).toEqual([underscore.id]);
      expect((await search('\\')).items.map((item) => item.id)).toEqual([backslash.id]);
    });

    it('pages with totals', async () => {
      const { teamId } = await createTeam(database);
      for (let n = 0; n < 24; n += 1) await createCustomer(database, { teamId });

      const first = await search('', '&kind=customer&size=10');
      expect(first).toMatchObject({ page: 1, size: 10, total: 25, pageCount: 3 });
      expect(first.items).toHaveLength(10);
      const last = await search('', '&kind=customer&size=10&page=3');
      expect(last).toMatchObject({ page: 3, total: 25, pageCount: 3 });
      expect(last.items).toHaveLength(5);
      const beyond = await search('', '&kind=customer&size=10&page=4');
      expect(beyond).toMatchObject({ page: 4, total: 25, items: [] });

      const all = new Set<string>();
      for (let page = 1; page <= 3; page += 1) {
        for (const item of (await search('', `&kind=customer&size=10&page=${page}`)).items) all.add(item.id);
      }
      expect(all.size).toBe(25);
    });
  });

  describe('POST /api/admin/users/{id}/disable and /enable', () => {
    const sessionsOf = (userId: string) =>
      database.db
        .selectFrom('sessions')
        .select(['revoked_at', 'revoked_reason'])
        .where('user_id', '=', userId)
        .execute();

    it('disables a customer and ends every session of theirs at once', async () => {
      const customer = await createCustomer(database);
      const bystander = await createCustomer(database);
      const customerHeaders = await authHeaders(app, database, customer);
      await tokenFor(app, database, customer); // a second device
      const bystanderHeaders = await authHeaders(app, database, bystander);
      expect((await get('/api/admin/users', customerHeaders)).statusCode).toBe(403); // a valid token

      const response = await post(`/api/admin/users/${customer.id}/disable`);
      expect(response.statusCode).toBe(200);
      const user = adminUserSchema.parse(response.json());
      expect(user).toMatchObject({ id: customer.id, kind: 'customer' });
      expect(user.disabledAt).not.toBeNull();

      const sessions = await sessionsOf(customer.id);
      expect(sessions).toHaveLength(2);
      for (const session of sessions) {
        expect(session.revoked_reason).toBe('disabled');
        expect(session.revoked_at?.toISOString()).toBe(user.disabledAt);
      }
      const after = await get('/api/admin/users', customerHeaders);
      expect(after.statusCode).toBe(401);
      expect(errorOf(after.payload).code).toBe('ACCOUNT_DISABLED');

      // Nobody else is touched.
      expect((await sessionsOf(bystander.id)).map((s) => s.revoked_at)).toEqual([null]);
      expect((await get('/api/admin/users', bystanderHeaders)).statusCode).toBe(403);
    });

    it('a disabled staff member is locked out; enabled again, they can log in anew', async () => {
      const colleague = await createStaff(database);
      const oldHeaders = await authHeaders(app, database, colleague);
      expect((await get('/api/admin/users', oldHeaders)).statusCode).toBe(200);

      expect((await post(`/api/admin/users/${colleague.id}/disable`)).statusCode).toBe(200);
      const old = await get('/api/admin/users', oldHeaders);
      expect(old.statusCode).toBe(401);
      expect(errorOf(old.payload).code).toBe('ACCOUNT_DISABLED');
      // Even a session that slipped in afterwards is refused while the account is disabled.
      const fresh = await get('/api/admin/users', await authHeaders(app, database, colleague));
      expect(fresh.statusCode).toBe(401);
      expect(errorOf(fresh.payload).code).toBe('ACCOUNT_DISABLED');

      const enabled = await post(`/api/admin/users/${colleague.id}/enable`);
      expect(enabled.statusCode).toBe(200);
      expect(adminUserSchema.parse(enabled.json())).toMatchObject({ id: colleague.id, disabledAt: null });
      expect((await get('/api/admin/users', await authHeaders(app, database, colleague))).statusCode).toBe(
        200,
      );
      expect((await get('/api/admin/users', oldHeaders)).statusCode).toBe(401); // ended sessions stay ended
    });

    it('disabling twice keeps the first time', async () => {
      const customer = await createCustomer(database);
      const first = adminUserSchema.parse((await post(`/api/admin/users/${customer.id}/disable`)).json());
      app.clock.advance(60_000);
      const second = await post(`/api/admin/users/${customer.id}/disable`);
      expect(second.statusCode).toBe(200);
      expect(adminUserSchema.parse(second.json()).disabledAt).toBe(first.disabledAt);
    });

    it('refuses to disable yourself with 409 CONFLICT and changes nothing', async () => {
      const response = await post(`/api/admin/users/${staff.id}/disable`);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response.payload).code).toBe('CONFLICT');
      expect((await sessionsOf(staff.id)).map((s) => s.revoked_at)).toEqual([null]);
      expect((await get('/api/admin/users')).statusCode).toBe(200);
    });

    it.each(['disable', 'enable'])('%s of an unknown or malformed id answers 404', async (action) => {
      for (const id of ['usr_0000000000000000000000', 'not-an-id']) {
        const response = await post(`/api/admin/users/${id}/${action}`);
        expect(response.statusCode).toBe(404);
        expect(errorOf(response.payload).code).toBe('NOT_FOUND');
      }
    });
  });
});
