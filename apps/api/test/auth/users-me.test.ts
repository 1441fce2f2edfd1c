import { userProfileSchema } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/db/new-id.ts';
import {
  authHeaders,
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createWorker,
  TEST_PASSWORD,
} from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('/api/users/me', () => {
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

  it('needs a token: none → 401 UNAUTHORIZED, garbage → 401 INVALID_TOKEN', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/me'],
      ['PATCH', '/api/users/me'],
      ['PUT', '/api/users/me/password'],
    ] as const) {
      const none = await app.inject({ method, url, payload: {} });
      expect(none.statusCode).toBe(401);
      expect(none.json().code).toBe('UNAUTHORIZED');
      const garbage = await app.inject({
        method,
        url,
        headers: { authorization: 'Bearer abc.def.ghi' },
        payload: {},
      });
      expect(garbage.json().code).toBe('INVALID_TOKEN');
    }
  });

  it('refuses a token signed with another key or for another purpose', async () => {
    const user = await createCustomer(database);
    const { SignJWT } = await import('jose');
    const forged = await new SignJWT({ sid: 'sess_x', knd: 'customer' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(user.id)
      .setIssuer('baro')
      .setAudience('baro-api')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.json().code).toBe('INVALID_TOKEN');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: user.id, sid: 's', knd: 'customer', iss: 'baro', aud: 'baro-api' }),
    ).toString('base64url')}.`;
    const none = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${unsigned}` },
    });
    expect(none.json().code).toBe('INVALID_TOKEN');
  });

  it('returns the profile of every kind of account', async () => {
    const staff = await createStaff(database, { name: '담당자' });
    const customer = await createCustomer(database);
    await database.db
      .updateTable('users')
      .set({ forwarding_manager_id: staff.id })
      .where('id', '=', customer.id)
      .execute();
    const profile = userProfileSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: await authHeaders(app, database, customer),
        })
      ).json(),
    );
    expect(profile.team?.role).toBe('master');
    expect(profile.managers.forwarding).toMatchObject({ id: staff.id, name: '담당자' });
    expect(new Date(profile.createdAt).getTime()).toBeGreaterThan(0);

    for (const user of [staff, await createPartnerAdmin(database), await createWorker(database)]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: await authHeaders(app, database, user),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().kind).toBe(user.kind);
    }
  });

  it('edits the profile with the rules of SPEC §5', async () => {
    const customer = await createCustomer(database);
    const headers = await authHeaders(app, database, customer);
    const ok = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { name: '이바로', phone: '01198765432', locale: 'en', customerType: 'customs' },
    });
    expect(ok.json()).toMatchObject({
      name: '이바로',
      phone: '01198765432',
      locale: 'en',
      customerType: 'customs',
    });
    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { phone: '123', kind: 'staff' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['kind', 'phone']);
    const empty = await app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('keeps the customer type to customers', async () => {
    const partner = await createPartnerAdmin(database);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: await authHeaders(app, database, partner),
      payload: { customerType: 'forwarder' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.customerType).toBeDefined();
  });

  it('changes the password after checking the current one and ends the other sessions only', async () => {
    const customer = await createCustomer(database, { email: 'pw@test.baro' });
    const login = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'pw@test.baro', password: TEST_PASSWORD },
        })
      ).json();
    const here = await login();
    const elsewhere = await login();
    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: { authorization: `Bearer ${here.accessToken}` },
      payload: { currentPassword: 'nope12345!', newPassword: 'brandnew1!' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      fields: { currentPassword: expect.any(String) },
    });
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: { authorization: `Bearer ${here.accessToken}` },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'brandnew1!' },
    });
    expect(changed.statusCode).toBe(204);
    const meHere = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${here.accessToken}` },
    });
    expect(meHere.json().id).toBe(customer.id);
    const meThere = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${elsewhere.accessToken}` },
    });
    expect(meThere.json().code).toBe('SESSION_REVOKED');
  });

  it('answers a token whose user no longer exists as a revoked session', async () => {
    const ghost = {
      id: newId('usr'),
      email: 'g@test.baro',
      kind: 'customer' as const,
      teamId: null,
      partnerId: null,
      warehouseId: null,
      loginId: null,
    };
    const token = await app.services.tokens.sign({
      userId: ghost.id,
      sessionId: newId('sess'),
      kind: 'customer',
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
