import { partnerMemberListSchema } from '@baro/core';
import { describe, expect, it } from 'vitest';
import {
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createWorker,
  TEST_PASSWORD,
} from './support/accounts.ts';
import { useTestApp } from './support/use-test-app.ts';

// `GET /api/partner/members`: the partner app's team page. A partner's users see each other and
// nobody else: not another partner's users, not customers, not disabled accounts.
describe('partner members', () => {
  const t = useTestApp();

  const members = async (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/partner/members', headers });

  it("lists the caller's partner and its users by name, with contact details and last login", async () => {
    const first = await createPartnerAdmin(t.database, { name: '하파트너', email: 'ha@partner.test' });
    const partnerId = first.partnerId as string;
    await t.database.db
      .updateTable('partners')
      .set({ name: 'Blue Ocean' })
      .where('id', '=', partnerId)
      .execute();
    const second = await createPartnerAdmin(t.database, {
      partnerId,
      name: '가파트너',
      email: 'ga@partner.test',
    });
    const lastLogin = new Date('2026-03-02T01:30:00Z');
    await t.database.db
      .updateTable('users')
      .set({ last_login_at: lastLogin })
      .where('id', '=', second.id)
      .execute();

    const response = await members(await t.as(first));
    expect(response.statusCode).toBe(200);
    const body = partnerMemberListSchema.parse(response.json());
    expect(body.partner).toEqual({ id: partnerId, name: 'Blue Ocean' });
    expect(body.items.map((member) => member.name)).toEqual(['가파트너', '하파트너']);
    expect(body.items[0]).toMatchObject({
      id: second.id,
      email: 'ga@partner.test',
      phone: '010-1234-5678',
      lastLoginAt: lastLogin.toISOString(),
    });
    expect(body.items[1]?.lastLoginAt).toBeNull();
  });

  it('records the last login of a real login', async () => {
    const partner = await createPartnerAdmin(t.database, { email: 'login@partner.test' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'login@partner.test', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const body = partnerMemberListSchema.parse(
      (await members({ authorization: `Bearer ${login.json().accessToken}` })).json(),
    );
    const me = body.items.find((member) => member.id === partner.id);
    expect(me?.lastLoginAt).not.toBeNull();
  });

  it("never shows another partner's users, customers or disabled accounts", async () => {
    const mine = await createPartnerAdmin(t.database, { name: '내 직원' });
    const disabled = await createPartnerAdmin(t.database, {
      partnerId: mine.partnerId as string,
      name: '퇴사자',
    });
    await t.database.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('id', '=', disabled.id)
      .execute();
    const other = await createPartnerAdmin(t.database, { name: '다른 파트너' });
    await createCustomer(t.database, { name: '고객' });

    const mineBody = partnerMemberListSchema.parse((await members(await t.as(mine))).json());
    expect(mineBody.items.map((member) => member.id)).toEqual([mine.id]);

    const otherBody = partnerMemberListSchema.parse((await members(await t.as(other))).json());
    expect(otherBody.partner.id).toBe(other.partnerId);
    expect(otherBody.items.map((member) => member.id)).toEqual([other.id]);
  });

  it('admits partner users only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/partner/members' })).statusCode).toBe(401);
    for (const user of [
      await createCustomer(t.database),
      await createStaff(t.database),
      await createWorker(t.database),
    ]) {
      const response = await members(await t.as(user));
      expect(response.statusCode, user.kind).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });
});
