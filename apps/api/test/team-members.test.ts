import { teamSchema } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, createCustomer, createTeam, type TestUser } from './support/accounts.ts';
import { createTeamsTestApp } from './support/teams-app.ts';
import type { TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase, testDriver } from './support/test-database.ts';

type Role = 'master' | 'admin' | 'member';

describe('team members: roles, removal, transfer', () => {
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

  const as = (user: TestUser) => authHeaders(app, database, user);

  /** A team with a master, two admins and two members. */
  const crew = async () => {
    const { teamId, master } = await createTeam(database, { name: '마스터' });
    const admin = await createCustomer(database, { teamId, role: 'admin', name: '관리1' });
    const admin2 = await createCustomer(database, { teamId, role: 'admin', name: '관리2' });
    const member = await createCustomer(database, { teamId, role: 'member', name: '멤버1' });
    const member2 = await createCustomer(database, { teamId, role: 'member', name: '멤버2' });
    return { teamId, master, admin, admin2, member, member2 };
  };

  const changeRole = async (by: TestUser, userId: string, role: 'admin' | 'member') =>
    app.inject({
      method: 'PATCH',
      url: `/api/teams/me/members/${userId}`,
      headers: await as(by),
      payload: { role },
    });

  const remove = async (by: TestUser, userId: string) =>
    app.inject({ method: 'DELETE', url: `/api/teams/me/members/${userId}`, headers: await as(by) });

  const transfer = async (by: TestUser, userId: string) =>
    app.inject({ method: 'POST', url: '/api/teams/me/transfer', headers: await as(by), payload: { userId } });

  const roleOf = async (id: string) => {
    const row = await database.db
      .selectFrom('users')
      .select(['team_id', 'team_role'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row;
  };

  const mastersOf = (teamId: string) =>
    database.db
      .selectFrom('users')
      .select('id')
      .where('team_id', '=', teamId)
      .where('team_role', '=', 'master')
      .execute();

  describe('PATCH /api/teams/me/members/{userId}', () => {
    it('lets the master change anyone else, both ways', async () => {
      const t = await crew();
      const promoted = await changeRole(t.master, t.member.id, 'admin');
      expect(promoted.statusCode).toBe(200);
      const team = teamSchema.parse(promoted.json());
      expect(team.myRole).toBe('master');
      expect(team.members.find((m) => m.id === t.member.id)?.role).toBe('admin');

      expect((await changeRole(t.master, t.admin.id, 'member')).statusCode).toBe(200);
      expect((await changeRole(t.master, t.admin2.id, 'admin')).statusCode).toBe(200); // unchanged
      expect(await roleOf(t.member.id)).toMatchObject({ team_role: 'admin' });
      expect(await roleOf(t.admin.id)).toMatchObject({ team_role: 'member' });
      expect(await roleOf(t.admin2.id)).toMatchObject({ team_role: 'admin' });
    });

    it('lets an admin change members only', async () => {
      const t = await crew();
      expect((await changeRole(t.admin, t.member.id, 'admin')).statusCode).toBe(200);
      expect((await changeRole(t.admin, t.member2.id, 'member')).statusCode).toBe(200); // unchanged
      expect(await roleOf(t.member.id)).toMatchObject({ team_role: 'admin' });
      // Once an admin, the promoted member is out of the admin's reach.
      for (const target of [t.member, t.admin2, t.master]) {
        const response = await changeRole(t.admin, target.id, 'member');
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
      expect(await roleOf(t.admin2.id)).toMatchObject({ team_role: 'admin' });
      expect(await roleOf(t.master.id)).toMatchObject({ team_role: 'master' });
    });

    it('refuses members, and anyone changing their own role', async () => {
      const t = await crew();
      for (const target of [t.member2, t.admin, t.master, t.member]) {
        const response = await changeRole(t.member, target.id, 'admin');
        expect(response.statusCode).toBe(403);
      }
      expect((await changeRole(t.admin, t.admin.id, 'member')).statusCode).toBe(403);
      const master = await changeRole(t.master, t.master.id, 'admin');
      expect(master.statusCode).toBe(409);
      expect(master.json().code).toBe('MASTER_MUST_TRANSFER');
      expect(await mastersOf(t.teamId)).toEqual([{ id: t.master.id }]);
    });

    it('answers 404 for a user of another team, an unknown or a malformed id', async () => {
      const t = await crew();
      const other = await createTeam(database);
      const stranger = await createCustomer(database, { teamId: other.teamId });
      for (const id of [stranger.id, other.master.id, 'usr_doesnotexist000', 'whatever']) {
        const response = await changeRole(t.master, id, 'admin');
        expect(response.statusCode, id).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      expect(await roleOf(stranger.id)).toMatchObject({ team_id: other.teamId, team_role: 'member' });
    });
  });

  describe('DELETE /api/teams/me/members/{userId}', () => {
    const newTeamOf = async (id: string, formerTeamId: string) => {
      const row = await database.db
        .selectFrom('users')
        .innerJoin('teams', 'teams.id', 'users.team_id')
        .select(['users.team_id', 'users.team_role', 'teams.name'])
        .where('users.id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.team_id).not.toBe(formerTeamId);
      expect(row.team_role).toBe('master');
      const members = await database.db
        .selectFrom('users')
        .select('id')
        .where('team_id', '=', row.team_id)
        .execute();
      expect(members).toEqual([{ id }]);
      return row;
    };

    it('lets the master remove admins and members, who each get a team of their own', async () => {
      const t = await crew();
      expect((await remove(t.master, t.admin.id)).statusCode).toBe(204);
      const removed = await newTeamOf(t.admin.id, t.teamId);
      expect(removed.name).toBe('테스트무역'); // the company

      await database.db.updateTable('users').set({ company: null }).where('id', '=', t.member.id).execute();
      expect((await remove(t.master, t.member.id)).statusCode).toBe(204);
      expect((await newTeamOf(t.member.id, t.teamId)).name).toBe('멤버1'); // no company: the name

      // The removed user's own view follows at once.
      const mine = await app.inject({ method: 'GET', url: '/api/teams/me', headers: await as(t.member) });
      expect(teamSchema.parse(mine.json())).toMatchObject({ myRole: 'master', name: '멤버1' });
      expect(mine.json().members).toHaveLength(1);

      const team = await app.inject({ method: 'GET', url: '/api/teams/me', headers: await as(t.master) });
      expect(team.json().members.map((m: { id: string }) => m.id)).toEqual([
        t.master.id,
        t.admin2.id,
        t.member2.id,
      ]);
    });

    it('lets an admin remove members only', async () => {
      const t = await crew();
      expect((await remove(t.admin, t.member.id)).statusCode).toBe(204);
      await newTeamOf(t.member.id, t.teamId);
      for (const target of [t.admin2, t.master]) {
        const response = await remove(t.admin, target.id);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
        expect((await roleOf(target.id)).team_id).toBe(t.teamId);
      }
    });

    it('lets members and admins leave, but not the master, and refuses members removing others', async () => {
      const t = await crew();
      for (const target of [t.member2, t.admin, t.master]) {
        expect((await remove(t.member, target.id)).statusCode).toBe(403);
      }
      expect((await remove(t.member, t.member.id)).statusCode).toBe(204);
      await newTeamOf(t.member.id, t.teamId);
      expect((await remove(t.admin, t.admin.id)).statusCode).toBe(204);
      await newTeamOf(t.admin.id, t.teamId);

      const master = await remove(t.master, t.master.id);
      expect(master.statusCode).toBe(409);
      expect(master.json().code).toBe('MASTER_MUST_TRANSFER');
      expect(await roleOf(t.master.id)).toMatchObject({ team_id: t.teamId, team_role: 'master' });
    });

    it('answers 404 for a user of another team, an unknown or a malformed id', async () => {
      const t = await crew();
      const other = await createTeam(database);
      for (const id of [other.master.id, 'usr_doesnotexist000', 'whatever']) {
        const response = await remove(t.master, id);
        expect(response.statusCode, id).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      expect(await roleOf(other.master.id)).toMatchObject({ team_id: other.teamId, team_role: 'master' });
    });
  });

  describe('POST /api/teams/me/transfer', () => {
    it('makes the target master and the old master an admin, keeping exactly one master', async () => {
      const t = await crew();
      const response = await transfer(t.master, t.member.id);
      expect(response.statusCode).toBe(200);
      const team = teamSchema.parse(response.json());
      expect(team.myRole).toBe('admin');
      expect(team.members.slice(0, 1).map((m) => [m.id, m.role])).toEqual([[t.member.id, 'master']]);
      expect(await mastersOf(t.teamId)).toEqual([{ id: t.member.id }]);
      expect(await roleOf(t.master.id)).toMatchObject({ team_role: 'admin' });

      // The old master is an admin now: no second transfer, and the new master may hand it back.
      expect((await transfer(t.master, t.admin.id)).statusCode).toBe(403);
      expect((await transfer(t.member, t.master.id)).statusCode).toBe(200);
      expect(await mastersOf(t.teamId)).toEqual([{ id: t.master.id }]);
    });

    it('is for the master only, to another member of the team', async () => {
      const t = await crew();
      const other = await createTeam(database);
      for (const by of [t.admin, t.member]) {
        const response = await transfer(by, t.member2.id);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
      const self = await transfer(t.master, t.master.id);
      expect(self.statusCode).toBe(409);
      expect(self.json().code).toBe('INVALID_STATE_TRANSITION');
      for (const id of [other.master.id, 'usr_doesnotexist000']) {
        const response = await transfer(t.master, id);
        expect(response.statusCode).toBe(404);
      }
      expect(await mastersOf(t.teamId)).toEqual([{ id: t.master.id }]);
      expect(await mastersOf(other.teamId)).toEqual([{ id: other.master.id }]);
    });

    it(`keeps exactly one master when transfers race (${testDriver})`, async () => {
      // Six at once so that some surely overlap on PostgreSQL; PGlite runs them one after another.
      const t = await crew();
      const headers = await as(t.master);
      const targets = [t.admin, t.member, t.admin2, t.member2, t.admin, t.member];
      const responses = await Promise.all(
        targets.map((target) =>
          app.inject({
            method: 'POST',
            url: '/api/teams/me/transfer',
            headers,
            payload: { userId: target.id },
          }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 403)).toHaveLength(targets.length - 1);
      const masters = await mastersOf(t.teamId);
      expect(masters).toHaveLength(1);
      expect(masters[0]?.id).toBe(targets[statuses.indexOf(200)]?.id);
      const roles = await database.db
        .selectFrom('users')
        .select(['team_role'])
        .where('team_id', '=', t.teamId)
        .execute();
      const count = (role: Role) => roles.filter((r) => r.team_role === role).length;
      expect([count('master'), count('admin') + count('member')]).toEqual([1, 4]);
    });
  });
});
