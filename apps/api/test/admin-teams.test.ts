import {
  adminTeamDetailSchema,
  adminTeamPageSchema,
  adminUserDetailSchema,
  auditPageSchema,
  errorBodySchema,
  invitationSchema,
} from '@baro/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../src/db/new-id.ts';
import {
  authHeaders,
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createTeam,
  type TestUser,
} from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const DAY_MS = 24 * 3600 * 1000;

describe('staff API: customers, teams, managers and invitations', () => {
  let database: TestDatabase;
  let app: TestApp;
  let staff: TestUser;
  let headers: { authorization: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database, { env: { PUBLIC_URL: 'https://baro.test' } });
    // A staff write that says nothing about itself: the API's backstop must still record it.
    app.post('/api/admin/test-probe/:id', { config: { access: ['staff'] } }, async (request) => ({
      touched: (request.params as { id: string }).id,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.reset();
    staff = await createStaff(database, { name: '관리자', email: 'admin@baro.test' });
    headers = await authHeaders(app, database, staff);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const errorOf = (payload: string) => errorBodySchema.parse(JSON.parse(payload));
  const audit = async (query = '') => {
    const response = await call('GET', `/api/admin/audit${query}`);
    expect(response.statusCode, response.payload).toBe(200);
    return auditPageSchema.parse(response.json()).items;
  };
  const noManagers = { forwarding: null, exportForwarding: null, fulfillment: null };

  it('declares every new route staff-only', () => {
    for (const route of [
      'GET /api/admin/users/:id',
      'PUT /api/admin/users/:id/managers',
      'GET /api/admin/teams',
      'GET /api/admin/teams/:id',
      'PUT /api/admin/teams/:id/managers',
      'POST /api/admin/teams/:id/invitations/:invitationId/resend',
    ]) {
      expect(app.routeAccess.get(route), route).toEqual(['staff']);
    }
  });

  describe('users', () => {
    it('shows one account with its language, managers and open sessions', async () => {
      const customer = await createCustomer(database, { name: '김고객', locale: 'en' });
      await authHeaders(app, database, customer);
      const response = await call('GET', `/api/admin/users/${customer.id}`);
      expect(response.statusCode).toBe(200);
      expect(adminUserDetailSchema.parse(response.json())).toMatchObject({
        id: customer.id,
        name: '김고객',
        locale: 'en',
        managers: noManagers,
        activeSessions: 1,
      });
      expect((await call('GET', '/api/admin/users/usr_000000000000000000')).statusCode).toBe(404);
    });

    it('assigns managers to a customer, who then sees them on their profile; audited before/after', async () => {
      const customer = await createCustomer(database);
      const forwarding = await createStaff(database, { name: '이포워딩' });
      const fulfillment = await createStaff(database, { name: '박풀필' });
      const response = await call('PUT', `/api/admin/users/${customer.id}/managers`, {
        forwarding: forwarding.id,
        exportForwarding: null,
        fulfillment: fulfillment.id,
      });
      expect(response.statusCode, response.payload).toBe(200);
      const detail = adminUserDetailSchema.parse(response.json());
      expect(detail.managers.forwarding).toMatchObject({ id: forwarding.id, name: '이포워딩' });
      expect(detail.managers.exportForwarding).toBeNull();
      expect(detail.managers.fulfillment).toMatchObject({ id: fulfillment.id, name: '박풀필' });

      const me = await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: await authHeaders(app, database, customer),
      });
      expect(me.json().managers.forwarding.name).toBe('이포워딩');

      const [entry] = await audit(`?query=${customer.id}`);
      expect(entry).toMatchObject({
        action: 'user.managers',
        actor: { id: staff.id },
        target: customer.id,
        before: noManagers,
        after: { forwarding: { id: forwarding.id }, fulfillment: { id: fulfillment.id } },
      });
      expect(entry?.targetIds).toEqual(expect.arrayContaining([customer.id, forwarding.id, fulfillment.id]));
      // The manager's id finds the entry too.
      expect((await audit(`?query=${forwarding.id}`)).map((item) => item.id)).toEqual([entry?.id]);
    });

    it('refuses a manager who is not enabled staff, naming the field in the caller language', async () => {
      const customer = await createCustomer(database);
      const partner = await createPartnerAdmin(database);
      const gone = await createStaff(database);
      await database.db
        .updateTable('users')
        .set({ disabled_at: new Date() })
        .where('id', '=', gone.id)
        .execute();
      const response = await app.inject({
        method: 'PUT',
        url: `/api/admin/users/${customer.id}/managers`,
        headers: { ...headers, lang: 'en' },
        payload: { forwarding: partner.id, exportForwarding: gone.id, fulfillment: null },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response.payload)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: {
          forwarding: 'Only a Baro staff account can be assigned',
          exportForwarding: 'Only a Baro staff account can be assigned',
        },
      });
      const bad = await call('PUT', `/api/admin/users/${customer.id}/managers`, { forwarding: null });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(errorOf(bad.payload).fields ?? {}).sort()).toEqual([
        'exportForwarding',
        'fulfillment',
      ]);
      expect(await audit('?action=user.managers')).toEqual([]);
    });

    it('gives only customers managers (409 for anyone else)', async () => {
      const partner = await createPartnerAdmin(database);
      const response = await call('PUT', `/api/admin/users/${partner.id}/managers`, noManagers);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response.payload).code).toBe('CONFLICT');
    });

    it('records disabling and enabling with who, what and when', async () => {
      const customer = await createCustomer(database, { email: 'gone@baro.test' });
      expect((await call('POST', `/api/admin/users/${customer.id}/disable`)).statusCode).toBe(200);
      expect((await call('POST', `/api/admin/users/${customer.id}/enable`)).statusCode).toBe(200);
      const entries = await audit(`?query=${customer.id}`);
      expect(entries.map((entry) => entry.action)).toEqual(['user.enable', 'user.disable']);
      expect(entries[1]).toMatchObject({
        actor: { id: staff.id, email: 'admin@baro.test' },
        before: { disabledAt: null },
        after: { disabledAt: expect.any(String) },
        details: { email: 'gone@baro.test' },
      });
      expect(entries[0]).toMatchObject({
        before: { disabledAt: expect.any(String) },
        after: { disabledAt: null },
      });
    });
  });

  describe('teams', () => {
    it('lists teams newest first with master, member count and open invitations; searches members too', async () => {
      const older = await createTeam(database, {
        teamName: '한빛상사',
        name: '이한빛',
        email: 'lee@hanbit.test',
      });
      await sql`update teams set created_at = ${new Date(Date.UTC(2026, 0, 1))} where id = ${older.teamId}`.execute(
        database.db,
      );
      const newer = await createTeam(database, { teamName: '바로무역', name: '김바로' });
      await createCustomer(database, { teamId: newer.teamId, name: '최멤버', email: 'choi@baro.test' });
      await database.db
        .insertInto('invitations')
        .values({
          id: newId('inv'),
          team_id: newer.teamId,
          email: 'new@baro.test',
          role: 'member',
          status: 'pending',
          invited_by_id: newer.master.id,
          expires_at: new Date(Date.now() + DAY_MS),
        })
        .execute();

      const page = adminTeamPageSchema.parse((await call('GET', '/api/admin/teams')).json());
      expect(page.total).toBe(2);
      expect(page.items.map((team) => team.name)).toEqual(['바로무역', '한빛상사']);
      expect(page.items[0]).toMatchObject({
        master: { id: newer.master.id, name: '김바로' },
        memberCount: 2,
        pendingInvitations: 1,
      });
      const names = async (query: string) =>
        adminTeamPageSchema
          .parse((await call('GET', `/api/admin/teams?query=${encodeURIComponent(query)}`)).json())
          .items.map((team) => team.name);
      expect(await names('한빛')).toEqual(['한빛상사']);
      expect(await names('CHOI@')).toEqual(['바로무역']);
      expect(await names('LEE@HANBIT')).toEqual(['한빛상사']);
      expect(await names(older.teamId)).toEqual(['한빛상사']);
      expect(await names('%')).toEqual([]);
    });

    it('shows a team: members master first with roles and managers, invitations pending first', async () => {
      const { teamId, master } = await createTeam(database, { teamName: '바로무역', name: '하마스터' });
      const member = await createCustomer(database, { teamId, name: '가멤버' });
      const admin = await createCustomer(database, { teamId, role: 'admin', name: '나관리' });
      const response = await call('GET', `/api/admin/teams/${teamId}`);
      expect(response.statusCode).toBe(200);
      const detail = adminTeamDetailSchema.parse(response.json());
      expect(detail.members.map((m) => [m.id, m.role])).toEqual([
        [master.id, 'master'],
        [admin.id, 'admin'],
        [member.id, 'member'],
      ]);
      expect(detail.members[0]?.managers).toEqual(noManagers);
      expect((await call('GET', `/api/admin/teams/${newId('team')}`)).statusCode).toBe(404);
    });

    it('assigns the same managers to every member at once, audited with each member', async () => {
      const { teamId, master } = await createTeam(database);
      const member = await createCustomer(database, { teamId });
      const other = await createTeam(database);
      const manager = await createStaff(database, { name: '정매니저' });
      const response = await call('PUT', `/api/admin/teams/${teamId}/managers`, {
        forwarding: manager.id,
        exportForwarding: manager.id,
        fulfillment: null,
      });
      expect(response.statusCode, response.payload).toBe(200);
      const detail = adminTeamDetailSchema.parse(response.json());
      for (const m of detail.members) {
        expect(m.managers.forwarding?.name).toBe('정매니저');
        expect(m.managers.exportForwarding?.name).toBe('정매니저');
        expect(m.managers.fulfillment).toBeNull();
      }
      const untouched = adminUserDetailSchema.parse(
        (await call('GET', `/api/admin/users/${other.master.id}`)).json(),
      );
      expect(untouched.managers).toEqual(noManagers);
      const [entry] = await audit(`?query=${member.id}`);
      expect(entry).toMatchObject({ action: 'team.managers', target: teamId });
      expect(entry?.targetIds).toEqual(expect.arrayContaining([teamId, master.id, member.id, manager.id]));
    });
  });

  describe('resending invitations', () => {
    const insertInvitation = async (
      teamId: string,
      inviterId: string,
      values: Record<string, unknown> = {},
    ) => {
      const id = newId('inv');
      await database.db
        .insertInto('invitations')
        .values({
          id,
          team_id: teamId,
          email: 'invitee@baro.test',
          role: 'member',
          status: 'pending',
          invited_by_id: inviterId,
          expires_at: new Date(Date.now() - DAY_MS),
          ...values,
        })
        .execute();
      return id;
    };
    const outbox = () =>
      database.db.selectFrom('outbox_emails').select(['to_address', 'template', 'text_body']).execute();

    it('renews an expired pending invitation for seven days and sends the same link again', async () => {
      const { teamId, master } = await createTeam(database, { teamName: '바로무역' });
      const id = await insertInvitation(teamId, master.id);
      const response = await call('POST', `/api/admin/teams/${teamId}/invitations/${id}/resend`);
      expect(response.statusCode, response.payload).toBe(200);
      const invitation = invitationSchema.parse(response.json());
      expect(invitation.status).toBe('pending');
      const days = (Date.parse(invitation.expiresAt) - app.clock.now().getTime()) / DAY_MS;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      const mails = await outbox();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to_address: 'invitee@baro.test', template: 'team-invitation' });
      expect(mails[0]?.text_body).toContain('바로무역');

      const [entry] = await audit(`?query=${id}`);
      expect(entry).toMatchObject({
        action: 'invitation.resend',
        target: id,
        before: { status: 'expired' },
        after: { status: 'pending' },
      });
    });

    it('renews one recorded as expired too, unless the address holds a newer open invitation', async () => {
      const { teamId, master } = await createTeam(database);
      const old = await insertInvitation(teamId, master.id, { status: 'expired' });
      const renewed = await call('POST', `/api/admin/teams/${teamId}/invitations/${old}/resend`);
      expect(renewed.statusCode, renewed.payload).toBe(200);
      expect(invitationSchema.parse(renewed.json()).status).toBe('pending');

      const stale = await insertInvitation(teamId, master.id, {
        status: 'expired',
        email: 'twice@baro.test',
      });
      await insertInvitation(teamId, master.id, {
        email: 'twice@baro.test',
        expires_at: new Date(Date.now() + DAY_MS),
      });
      const refused = await call('POST', `/api/admin/teams/${teamId}/invitations/${stale}/resend`);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused.payload).code).toBe('ALREADY_INVITED');
    });

    it('refuses an answered invitation (409), another team’s (404) and a member’s (409)', async () => {
      const { teamId, master } = await createTeam(database);
      const other = await createTeam(database);
      const accepted = await insertInvitation(teamId, master.id, { status: 'accepted' });
      const answered = await call('POST', `/api/admin/teams/${teamId}/invitations/${accepted}/resend`);
      expect(answered.statusCode).toBe(409);
      expect(errorOf(answered.payload).code).toBe('INVALID_STATE_TRANSITION');

      const pending = await insertInvitation(teamId, master.id);
      expect(
        (await call('POST', `/api/admin/teams/${other.teamId}/invitations/${pending}/resend`)).statusCode,
      ).toBe(404);

      const member = await createCustomer(database, { teamId });
      const toMember = await insertInvitation(teamId, master.id, { email: member.email });
      const joined = await call('POST', `/api/admin/teams/${teamId}/invitations/${toMember}/resend`);
      expect(joined.statusCode).toBe(409);
      expect(errorOf(joined.payload).code).toBe('ALREADY_TEAM_MEMBER');
      expect(await outbox()).toEqual([]);
    });
  });

  describe('the audit log', () => {
    it('records a staff write that did not describe itself, with the ids in its path and its answer', async () => {
      const response = await call('POST', '/api/admin/test-probe/abc_123');
      expect(response.statusCode).toBe(200);
      const [entry] = await audit('?query=abc_123');
      expect(entry).toMatchObject({
        action: 'admin.write',
        actor: { id: staff.id },
        targetIds: ['abc_123'],
        after: { touched: 'abc_123' },
        details: { method: 'POST', route: '/api/admin/test-probe/:id' },
      });
    });

    it('records nothing for a refused write', async () => {
      const customer = await createCustomer(database);
      const refused = await app.inject({
        method: 'POST',
        url: '/api/admin/test-probe/abc_999',
        headers: await authHeaders(app, database, customer),
      });
      expect(refused.statusCode).toBe(403);
      expect(await audit('?query=abc_999')).toEqual([]);
    });

    it('searches by action, actor and fragment; rejects a malformed action', async () => {
      const customer = await createCustomer(database);
      await call('POST', `/api/admin/users/${customer.id}/disable`);
      expect((await audit('?query=disable')).map((entry) => entry.action)).toEqual(['user.disable']);
      expect((await audit('?query=ADMIN@BARO')).map((entry) => entry.action)).toEqual(['user.disable']);
      expect((await audit(`?actorId=${staff.id}&action=user.disable`)).length).toBe(1);
      expect(await audit('?query=nothing-like-this')).toEqual([]);
      const bad = await call('GET', '/api/admin/audit?action=DROP%20TABLE');
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(errorOf(bad.payload).fields ?? {})).toEqual(['action']);
    });
  });
});
