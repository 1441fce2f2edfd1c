import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createCustomer, createStaff, createTeam } from './support/accounts.ts';
import { createWarehouse } from './support/fulfillment.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Applying for fulfillment (issue 13): the team applies (PATCH /users/apply/fullfillment, spelled
// so), staff approve or reject with a reason, the applicant is e-mailed, and until approval every
// other customer fulfillment call answers 403 FULFILLMENT_NOT_APPROVED.

const application = {
  companyName: '바로무역',
  businessNumber: '２２０－８１－６２５１７',
  representative: '김바로',
  contactName: '이담당',
  contactPhone: '010 1234 5678',
  monthlyOrders: 1200,
  productCategory: '생활용품',
  memo: '월 1,200건 예상',
};

describe('fulfillment applications', () => {
  let database: TestDatabase;
  let app: TestApp;
  let staff: Record<string, string>;
  let master: Record<string, string>;
  let member: Record<string, string>;
  let masterEmail = '';
  let icn1 = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
    await createWarehouse(database, { name: '다른 센터' });
    icn1 = await database.db
      .insertInto('warehouses')
      .values({ id: 'wh_icn1testAAAAAAAA', code: 'ICN1', name: '인천 1센터' })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
    staff = await authHeaders(app, database, await createStaff(database));
    const team = await createTeam(database, { teamName: '바로무역' });
    masterEmail = team.master.email;
    master = await authHeaders(app, database, team.master);
    member = await authHeaders(
      app,
      database,
      await createCustomer(database, { teamId: team.teamId, role: 'member' }),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const apply = (headers: Record<string, string>, payload: object, lang = 'ko') =>
    app.inject({
      method: 'PATCH',
      url: '/api/users/apply/fullfillment',
      headers: { ...headers, lang },
      payload,
    });

  it('answers {status: none} before the team applies, and refuses fulfillment calls', async () => {
    const state = await app.inject({ method: 'GET', url: '/api/fulfillment/application', headers: master });
    expect(state.json()).toEqual({ status: 'none' });
    const skus = await app.inject({ method: 'GET', url: '/api/fulfillment/sku', headers: master });
    expect(skus.statusCode).toBe(403);
    expect(skus.json()).toMatchObject({
      code: 'FULFILLMENT_NOT_APPROVED',
      message: '풀필먼트 서비스 신청이 승인된 뒤에 이용할 수 있습니다.',
    });
  });

  it('checks the business number in the caller’s language', async () => {
    const ko = await apply(master, { ...application, businessNumber: '123-45-67890' });
    expect(ko.statusCode).toBe(400);
    expect(ko.json().fields.businessNumber).toContain('사업자등록번호');
    const en = await apply(
      master,
      { ...application, businessNumber: '123-45-67890', contactPhone: '12' },
      'en',
    );
    expect(en.json().fields).toMatchObject({
      businessNumber: expect.stringContaining('business registration number'),
      contactPhone: expect.stringContaining('phone number'),
    });
    expect((await apply(master, { ...application, monthlyOrders: -1 })).statusCode).toBe(400);
  });

  it('lets the master apply (normalised), not a member, and the team stays gated while pending', async () => {
    expect((await apply(member, application)).statusCode).toBe(403);
    const applied = await apply(master, application);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      status: 'pending',
      teamName: '바로무역',
      businessNumber: '2208162517',
      contactPhone: '010-1234-5678',
      warehouse: null,
      decidedAt: null,
    });
    // Changing a pending application keeps one application.
    const changed = await apply(master, { ...application, monthlyOrders: 1500 });
    expect(changed.json()).toMatchObject({ id: applied.json().id, monthlyOrders: 1500, status: 'pending' });
    const gated = await app.inject({ method: 'GET', url: '/api/fulfillment/group', headers: member });
    expect(gated.json().code).toBe('FULFILLMENT_NOT_APPROVED');
  });

  it('lets staff list by status and approve into 인천 1센터, e-mailing the applicant and auditing it', async () => {
    const pending = await app.inject({
      method: 'GET',
      url: '/api/admin/fulfillment/applications?status=pending',
      headers: staff,
    });
    expect(pending.statusCode).toBe(200);
    const [first] = pending.json().items;
    expect(first).toMatchObject({ companyName: '바로무역', status: 'pending' });

    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/fulfillment/applications/${first.id}/approve`,
      headers: staff,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      warehouse: { id: icn1, code: 'ICN1', name: '인천 1센터' },
    });
    expect(approved.json().decidedAt).toMatch(/\+09:00$/);

    const mail = await database.db
      .selectFrom('outbox_emails')
      .select(['to_address', 'subject', 'template', 'text_body'])
      .where('template', '=', 'fulfillment-approved')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(masterEmail);
    expect(mail.subject).toContain('승인');
    expect(mail.text_body).toContain('인천 1센터');
    const audit = await database.db
      .selectFrom('audit_events')
      .select(['action', 'target'])
      .where('action', '=', 'fulfillment.approve')
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe(first.id);

    // Approving again changes nothing and sends nothing more.
    await app.inject({
      method: 'POST',
      url: `/api/admin/fulfillment/applications/${first.id}/approve`,
      headers: staff,
    });
    const mails = await database.db
      .selectFrom('outbox_emails')
      .select('id')
      .where('template', '=', 'fulfillment-approved')
      .execute();
    expect(mails).toHaveLength(1);

    const open = await app.inject({ method: 'GET', url: '/api/fulfillment/sku', headers: member });
    expect(open.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/fulfillment/application', headers: member })).json()
        .status,
    ).toBe('approved');
    const again = await apply(master, application);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('FULFILLMENT_ALREADY_APPROVED');
    const reject = await app.inject({
      method: 'POST',
      url: `/api/admin/fulfillment/applications/${first.id}/reject`,
      headers: staff,
      payload: { reason: '늦은 거절' },
    });
    expect(reject.statusCode).toBe(409);
  });

  it('rejects with a reason the team reads, and lets it apply again', async () => {
    const other = await createTeam(database, { teamName: '한빛상사', locale: 'en' });
    const headers = await authHeaders(app, database, other.master);
    const applied = (await apply(headers, { ...application, companyName: '한빛상사' })).json();
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/admin/fulfillment/applications/${applied.id}/reject`,
      headers: staff,
      payload: { reason: '사업자등록증 사본을 확인할 수 없습니다' },
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectReason: '사업자등록증 사본을 확인할 수 없습니다',
    });
    const mail = await database.db
      .selectFrom('outbox_emails')
      .select(['to_address', 'subject', 'text_body'])
      .where('template', '=', 'fulfillment-rejected')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(other.master.email);
    expect(mail.subject).toContain('fulfillment application');
    expect(mail.text_body).toContain('사업자등록증 사본을 확인할 수 없습니다');
    expect((await app.inject({ method: 'GET', url: '/api/fulfillment/sku', headers })).json().code).toBe(
      'FULFILLMENT_NOT_APPROVED',
    );
    const again = await apply(headers, { ...application, companyName: '한빛상사' });
    expect(again.json()).toMatchObject({ id: applied.id, status: 'pending', rejectReason: null });

    const rejectedList = await app.inject({
      method: 'GET',
      url: '/api/admin/fulfillment/applications?status=rejected',
      headers: staff,
    });
    expect(rejectedList.json().total).toBe(0);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/fulfillment/applications', headers: staff })).json()
        .total,
    ).toBe(2);
  });

  it('answers an unknown application 404 and a bad reason 400', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/fulfillment/applications/fap_nothing/approve',
      headers: staff,
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/fulfillment/applications/fap_nothing/reject',
      headers: staff,
      payload: { reason: '' },
    });
    expect(bad.statusCode).toBe(400);
    const warehouse = await app.inject({
      method: 'POST',
      url: '/api/admin/fulfillment/applications/fap_nothing/approve',
      headers: staff,
      payload: { warehouseId: 'wh_nope' },
    });
    expect(warehouse.statusCode).toBe(400);
  });
});
