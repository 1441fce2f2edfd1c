import { formatDate, invitationListSchema, invitationSchema, teamSchema } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createTeam,
  createWorker,
  type TestUser,
} from './support/accounts.ts';
import { createTeamsTestApp, TEAMS_PUBLIC_URL } from './support/teams-app.ts';
import type { TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase, testDriver } from './support/test-database.ts';

const DAY_MS = 24 * 3600 * 1000;

describe('team invitations', () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTeamsTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.reset();
  });

  // Tokens are signed on the test clock, so they are asked for after the clock moves.
  const as = (user: TestUser) => authHeaders(app, database, user);

  const invite = async (by: TestUser, email: string, role: 'admin' | 'member' = 'member') =>
    app.inject({
      method: 'POST',
      url: '/api/teams/me/invitations',
      headers: await as(by),
      payload: { email, role },
    });

  const invited = async (by: TestUser, email: string, role: 'admin' | 'member' = 'member') => {
    const response = await invite(by, email, role);
    expect(response.statusCode, response.payload).toBe(201);
    return invitationSchema.parse(response.json());
  };

  const post = async (user: TestUser, url: string) =>
    app.inject({ method: 'POST', url, headers: await as(user) });

  const outbox = () =>
    database.db
      .selectFrom('outbox_emails')
      .select(['to_address', 'template', 'locale', 'text_body', 'html_body', 'subject'])
      .orderBy('created_at')
      .execute();

  const userRow = (id: string) =>
    database.db
      .selectFrom('users')
      .select(['team_id', 'team_role', 'team_joined_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('POST /api/teams/me/invitations', () => {
    it('invites an address for 7 days and e-mails the link in the inviter’s language when there is no account', async () => {
      const { teamId, master } = await createTeam(database, { name: '김마스터', teamName: '바로무역' });
      const before = app.clock.now();
      const invitation = await invited(master, 'New.Person@Example.COM', 'admin');
      expect(invitation).toMatchObject({
        team: { id: teamId, name: '바로무역' },
        email: 'new.person@example.com',
        role: 'admin',
        status: 'pending',
        invitedBy: { id: master.id, name: '김마스터' },
        respondedAt: null,
      });
      expect(invitation.id).toMatch(/^inv_/);
      const lifetime = Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt);
      expect(lifetime).toBe(7 * DAY_MS);
      expect(Date.parse(invitation.createdAt)).toBeGreaterThanOrEqual(before.getTime());

      const mails = await outbox();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to_address: 'new.person@example.com',
        template: 'team-invitation',
        locale: 'ko',
      });
      const text = mails[0]?.text_body ?? '';
      // The link reaches the mailbox only; the outbox keeps it redacted (issue 11).
      expect(text).toContain(`${TEAMS_PUBLIC_URL}/mypage?invitation=[redacted]`);
      expect(JSON.stringify(mails[0])).not.toContain(invitation.id);
      expect(text).toContain('바로무역');
      expect(text).toContain('김마스터');
      expect(text).toContain(formatDate(invitation.expiresAt, 'ko', true)); // Seoul time, for people
    });

    it('writes the e-mail in the invitee’s language when they have an account', async () => {
      const { master } = await createTeam(database, { locale: 'ko' });
      const invitee = await createCustomer(database, { locale: 'en' });
      const invitation = await invited(master, invitee.email);
      const [mail] = await outbox();
      expect(mail).toMatchObject({ to_address: invitee.email, locale: 'en' });
      expect(mail?.text_body).toContain(formatDate(invitation.expiresAt, 'en', true));
    });

    it('lets admins invite, and refuses members with 403', async () => {
      const { teamId } = await createTeam(database);
      const admin = await createCustomer(database, { teamId, role: 'admin' });
      const member = await createCustomer(database, { teamId, role: 'member' });
      await invited(admin, 'by-admin@test.baro', 'admin');
      const byMember = await invite(member, 'by-member@test.baro');
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json().code).toBe('FORBIDDEN');
      expect(await outbox()).toHaveLength(1);
    });

    it('refuses members of the team and pending addresses', async () => {
      const { teamId, master } = await createTeam(database);
      const member = await createCustomer(database, { teamId });
      for (const email of [member.email, master.email]) {
        const response = await invite(master, email);
        expect(response.statusCode, email).toBe(409);
        expect(response.json().code).toBe('ALREADY_TEAM_MEMBER');
      }

      await invited(master, 'twice@test.baro');
      const again = await invite(master, 'TWICE@test.baro', 'admin');
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('ALREADY_INVITED');
      expect(await outbox()).toHaveLength(1);

      // Another team may invite the same address at the same time.
      const other = await createTeam(database);
      await invited(other.master, 'twice@test.baro');
    });

    it('answers an address of a staff, partner or worker account like an unknown one (issue 11)', async () => {
      const { master } = await createTeam(database);
      const answers = [];
      for (const email of [
        'nobody-yet@test.baro',
        (await createStaff(database)).email,
        (await createPartnerAdmin(database)).email,
        (await createWorker(database)).email,
      ]) {
        const response = await invite(master, email);
        answers.push({ status: response.statusCode, keys: Object.keys(response.json()).sort() });
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]?.status).toBe(201);
    });

    it(`sends one invitation when the same address is invited several times at once (${testDriver})`, async () => {
      const { teamId, master } = await createTeam(database);
      const admin = await createCustomer(database, { teamId, role: 'admin' });
      const [masterHeaders, adminHeaders] = [await as(master), await as(admin)];
      const responses = await Promise.all(
        [masterHeaders, adminHeaders, masterHeaders, adminHeaders].map((headers) =>
          app.inject({
            method: 'POST',
            url: '/api/teams/me/invitations',
            headers,
            payload: { email: 'rush@test.baro', role: 'member' },
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
      const stored = await database.db.selectFrom('invitations').select('status').execute();
      expect(stored).toEqual([{ status: 'pending' }]);
      expect(await outbox()).toHaveLength(1);
    });

    it('invites an address again once its earlier invitation expired, which is then recorded as expired', async () => {
      const { master } = await createTeam(database);
      const first = await invited(master, 'late@test.baro');
      app.clock.advance(8 * DAY_MS);
      const second = await invited(master, 'late@test.baro');
      expect(second.id).not.toBe(first.id);
      const stored = await database.db
        .selectFrom('invitations')
        .select(['id', 'status'])
        .orderBy('created_at')
        .execute();
      expect(stored).toEqual([
        { id: first.id, status: 'expired' },
        { id: second.id, status: 'pending' },
      ]);
    });
  });

  describe('GET /api/teams/me/invitations', () => {
    it('lists the team’s invitations open ones first, newest first, reporting expired ones', async () => {
      const { master, teamId } = await createTeam(database);
      const admin = await createCustomer(database, { teamId, role: 'admin' });
      const member = await createCustomer(database, { teamId, role: 'member' });
      const expired = await invited(master, 'expired@test.baro');
      app.clock.advance(8 * DAY_MS);
      const canceled = await invited(master, 'canceled@test.baro');
      app.clock.advance(1000);
      const older = await invited(admin, 'older@test.baro');
      app.clock.advance(1000);
      const newer = await invited(master, 'newer@test.baro', 'admin');
      app.clock.advance(1000);
      const cancel = await app.inject({
        method: 'DELETE',
        url: `/api/teams/me/invitations/${canceled.id}`,
        headers: await as(master),
      });
      expect(cancel.statusCode).toBe(204);
      const foreign = await createTeam(database);
      await invited(foreign.master, 'someone@test.baro');

      for (const user of [master, admin]) {
        const response = await app.inject({
          method: 'GET',
          url: '/api/teams/me/invitations',
          headers: await as(user),
        });
        expect(response.statusCode).toBe(200);
        const { items } = invitationListSchema.parse(response.json());
        expect(items.map((i) => [i.id, i.status])).toEqual([
          [newer.id, 'pending'],
          [older.id, 'pending'],
          [canceled.id, 'canceled'],
          [expired.id, 'expired'],
        ]);
        expect(items[2]?.respondedAt).not.toBeNull();
      }

      const byMember = await app.inject({
        method: 'GET',
        url: '/api/teams/me/invitations',
        headers: await as(member),
      });
      expect(byMember.statusCode).toBe(403);
    });
  });

  describe('DELETE /api/teams/me/invitations/{id}', () => {
    it('cancels a pending invitation once; another team’s or an unknown id is not found; members are refused', async () => {
      const { master, teamId } = await createTeam(database);
      const member = await createCustomer(database, { teamId });
      const invitation = await invited(master, 'cancel@test.baro');
      const foreign = await createTeam(database);
      const foreignInvitation = await invited(foreign.master, 'foreign@test.baro');
      const cancel = async (user: TestUser, id: string) =>
        app.inject({ method: 'DELETE', url: `/api/teams/me/invitations/${id}`, headers: await as(user) });

      expect((await cancel(member, invitation.id)).statusCode).toBe(403);
      for (const id of [foreignInvitation.id, 'inv_doesnotexist000', 'garbage']) {
        const response = await cancel(master, id);
        expect(response.statusCode, id).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      expect((await cancel(master, invitation.id)).statusCode).toBe(204);
      const again = await cancel(master, invitation.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('INVALID_STATE_TRANSITION');

      const stored = await database.db
        .selectFrom('invitations')
        .select(['id', 'status', 'responded_by_id'])
        .orderBy('id')
        .execute();
      expect(stored).toEqual(
        expect.arrayContaining([
          { id: invitation.id, status: 'canceled', responded_by_id: master.id },
          { id: foreignInvitation.id, status: 'pending', responded_by_id: null },
        ]),
      );

      // The invitee can no longer accept it.
      const invitee = await createCustomer(database, { email: 'cancel@test.baro' });
      const accept = await post(invitee, `/api/invitations/${invitation.id}/accept`);
      expect(accept.statusCode).toBe(409);
    });
  });

  describe('GET /api/users/me/invitations', () => {
    it('lists the open invitations addressed to the caller, newest first', async () => {
      const invitee = await createCustomer(database);
      const a = await createTeam(database, { teamName: '가팀' });
      const b = await createTeam(database, { teamName: '나팀' });
      const c = await createTeam(database, { teamName: '다팀' });
      const d = await createTeam(database, { teamName: '라팀' });
      const stale = await invited(d.master, invitee.email);
      app.clock.advance(8 * DAY_MS);
      const first = await invited(a.master, invitee.email);
      app.clock.advance(1000);
      const second = await invited(b.master, invitee.email, 'admin');
      const withdrawn = await invited(c.master, invitee.email);
      await app.inject({
        method: 'DELETE',
        url: `/api/teams/me/invitations/${withdrawn.id}`,
        headers: await as(c.master),
      });
      await invited(a.master, 'someone-else@test.baro');

      const response = await app.inject({
        method: 'GET',
        url: '/api/users/me/invitations',
        headers: await as(invitee),
      });
      expect(response.statusCode).toBe(200);
      const { items } = invitationListSchema.parse(response.json());
      expect(items.map((i) => [i.id, i.team.name, i.role, i.status])).toEqual([
        [second.id, '나팀', 'admin', 'pending'],
        [first.id, '가팀', 'member', 'pending'],
      ]);
      expect(items.map((i) => i.id)).not.toContain(stale.id);

      const nobody = await createCustomer(database);
      const empty = await app.inject({
        method: 'GET',
        url: '/api/users/me/invitations',
        headers: await as(nobody),
      });
      expect(empty.json()).toEqual({ items: [] });
    });
  });

  describe('POST /api/invitations/{id}/accept', () => {
    it('moves the invitee into the team with the invited role; their old team stays, empty; other invitations stay', async () => {
      const { teamId, master } = await createTeam(database, { teamName: '바로무역' });
      const invitee = await createCustomer(database, { name: '이초대' });
      const oldTeamId = invitee.teamId;
      const invitation = await invited(master, invitee.email, 'admin');
      const other = await createTeam(database);
      const otherInvitation = await invited(other.master, invitee.email);
      app.clock.advance(60_000);

      const response = await post(invitee, `/api/invitations/${invitation.id}/accept`);
      expect(response.statusCode, response.payload).toBe(200);
      const team = teamSchema.parse(response.json());
      expect(team).toMatchObject({ id: teamId, name: '바로무역', myRole: 'admin' });
      expect(team.members.map((m) => [m.id, m.role])).toEqual([
        [master.id, 'master'],
        [invitee.id, 'admin'],
      ]);

      const row = await userRow(invitee.id);
      expect(row).toMatchObject({ team_id: teamId, team_role: 'admin' });
      expect(row.team_joined_at?.getTime()).toBeGreaterThanOrEqual(app.clock.now().getTime() - 5_000);
      expect(Date.parse(team.members[1]?.joinedAt ?? '')).toBe(row.team_joined_at?.getTime());

      const oldTeam = await database.db
        .selectFrom('teams')
        .select('id')
        .where('id', '=', oldTeamId ?? '')
        .executeTakeFirst();
      expect(oldTeam).toBeDefined();
      const oldMembers = await database.db
        .selectFrom('users')
        .select('id')
        .where('team_id', '=', oldTeamId ?? '')
        .execute();
      expect(oldMembers).toEqual([]);

      const stored = await database.db
        .selectFrom('invitations')
        .select(['id', 'status', 'responded_by_id'])
        .where('id', 'in', [invitation.id, otherInvitation.id])
        .orderBy('id')
        .execute();
      expect(stored).toEqual(
        expect.arrayContaining([
          { id: invitation.id, status: 'accepted', responded_by_id: invitee.id },
          { id: otherInvitation.id, status: 'pending', responded_by_id: null },
        ]),
      );

      // The session follows at once: the invitee now reads the new team.
      const mine = await app.inject({ method: 'GET', url: '/api/teams/me', headers: await as(invitee) });
      expect(mine.json().id).toBe(teamId);
      const again = await post(invitee, `/api/invitations/${invitation.id}/accept`);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('INVALID_STATE_TRANSITION');
    });

    it('is for the invitee only: anyone else, another id or a malformed one is not found', async () => {
      const { master, teamId } = await createTeam(database);
      const invitee = await createCustomer(database);
      const invitation = await invited(master, invitee.email);
      const stranger = await createCustomer(database);
      const teammate = await createCustomer(database, { teamId, role: 'admin' });
      for (const [user, id] of [
        [stranger, invitation.id],
        [teammate, invitation.id],
        [master, invitation.id],
        [invitee, 'inv_doesnotexist000'],
        [invitee, 'nonsense'],
      ] as const) {
        for (const action of ['accept', 'decline']) {
          const response = await post(user, `/api/invitations/${id}/${action}`);
          expect(response.statusCode, `${action} ${id}`).toBe(404);
          expect(response.json().code).toBe('NOT_FOUND');
        }
      }
      expect((await userRow(stranger.id)).team_id).toBe(stranger.teamId);
    });

    it('refuses an expired invitation with 410 INVITATION_EXPIRED', async () => {
      const { master } = await createTeam(database);
      const invitee = await createCustomer(database);
      const invitation = await invited(master, invitee.email);
      app.clock.advance(8 * DAY_MS);
      for (const action of ['accept', 'decline']) {
        const response = await post(invitee, `/api/invitations/${invitation.id}/${action}`);
        expect(response.statusCode).toBe(410);
        expect(response.json().code).toBe('INVITATION_EXPIRED');
      }
      expect((await userRow(invitee.id)).team_id).toBe(invitee.teamId);
      const cancel = await app.inject({
        method: 'DELETE',
        url: `/api/teams/me/invitations/${invitation.id}`,
        headers: await as(master),
      });
      expect(cancel.statusCode).toBe(410);
    });

    it('makes a master whose team has other members transfer first; a master alone may go', async () => {
      const inviting = await createTeam(database);
      const busy = await createTeam(database);
      await createCustomer(database, { teamId: busy.teamId, role: 'member' });
      const invitation = await invited(inviting.master, busy.master.email);
      const refused = await post(busy.master, `/api/invitations/${invitation.id}/accept`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('MASTER_MUST_TRANSFER');
      expect(await userRow(busy.master.id)).toMatchObject({ team_id: busy.teamId, team_role: 'master' });

      const alone = await createTeam(database);
      const second = await invited(inviting.master, alone.master.email);
      const accepted = await post(alone.master, `/api/invitations/${second.id}/accept`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().myRole).toBe('member');
    });

    it('refuses an invitation to the team the caller is already in', async () => {
      const { master, teamId } = await createTeam(database);
      const invitee = await createCustomer(database);
      const invitation = await invited(master, invitee.email);
      // The invitee joined the team by another way meanwhile.
      await database.db
        .updateTable('users')
        .set({ team_id: teamId, team_role: 'member' })
        .where('id', '=', invitee.id)
        .execute();
      const response = await post(invitee, `/api/invitations/${invitation.id}/accept`);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('ALREADY_TEAM_MEMBER');
    });

    it(`accepts one invitation once when accepts race (${testDriver})`, async () => {
      // Two tabs at least, five here so that some surely overlap on PostgreSQL.
      const { master, teamId } = await createTeam(database);
      const invitee = await createCustomer(database);
      const invitation = await invited(master, invitee.email);
      const headers = await as(invitee);
      const url = `/api/invitations/${invitation.id}/accept`;
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => app.inject({ method: 'POST', url, headers })),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      for (const loser of responses.filter((r) => r.statusCode === 409)) {
        expect(['ALREADY_TEAM_MEMBER', 'INVALID_STATE_TRANSITION']).toContain(loser.json().code);
      }
      expect(await userRow(invitee.id)).toMatchObject({ team_id: teamId, team_role: 'member' });
      const team = await database.db.selectFrom('users').select('id').where('team_id', '=', teamId).execute();
      expect(team).toHaveLength(2);
    });

    it(`keeps a team with a master when its lone master joins elsewhere while someone joins it (${testDriver})`, async () => {
      // A is alone in team A and accepts B's invitation while C accepts A's invitation: either A
      // leaves first (C then joins an empty team) or C joins first (A must then transfer).
      const a = await createTeam(database);
      const b = await createTeam(database);
      const c = await createCustomer(database);
      const toB = await invited(b.master, a.master.email);
      const toA = await invited(a.master, c.email);
      const [aHeaders, cHeaders] = [await as(a.master), await as(c)];
      const [aResponse, cResponse] = await Promise.all([
        app.inject({ method: 'POST', url: `/api/invitations/${toB.id}/accept`, headers: aHeaders }),
        app.inject({ method: 'POST', url: `/api/invitations/${toA.id}/accept`, headers: cHeaders }),
      ]);
      expect(cResponse.statusCode).toBe(200);
      const aRow = await userRow(a.master.id);
      if (aResponse.statusCode === 200) {
        expect(aRow.team_id).toBe(b.teamId);
      } else {
        expect(aResponse.json().code).toBe('MASTER_MUST_TRANSFER');
        expect(aRow).toMatchObject({ team_id: a.teamId, team_role: 'master' });
      }
    });
  });

  describe('POST /api/invitations/{id}/decline', () => {
    it('declines a pending invitation, which then cannot be accepted', async () => {
      const { master } = await createTeam(database);
      const invitee = await createCustomer(database);
      const invitation = await invited(master, invitee.email);
      const declined = await post(invitee, `/api/invitations/${invitation.id}/decline`);
      expect(declined.statusCode).toBe(204);
      expect(declined.payload).toBe('');

      const list = await app.inject({
        method: 'GET',
        url: '/api/teams/me/invitations',
        headers: await as(master),
      });
      expect(list.json().items[0]).toMatchObject({ id: invitation.id, status: 'declined' });
      const mine = await app.inject({
        method: 'GET',
        url: '/api/users/me/invitations',
        headers: await as(invitee),
      });
      expect(mine.json()).toEqual({ items: [] });

      for (const action of ['accept', 'decline']) {
        const response = await post(invitee, `/api/invitations/${invitation.id}/${action}`);
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('INVALID_STATE_TRANSITION');
      }
      expect((await userRow(invitee.id)).team_id).toBe(invitee.teamId);
    });
  });
});
