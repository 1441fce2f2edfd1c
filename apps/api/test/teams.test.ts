import { errorBodySchema, teamSchema } from '@baro/core';
import { describe, expect, it } from 'vitest';
import {
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createTeam,
  createWorker,
} from './support/accounts.ts';
import { TEAMS_PUBLIC_URL } from './support/teams-app.ts';
import { useTestApp } from './support/use-test-app.ts';

// Every teams route: who may call it, and the team itself (read and rename).
const ROUTES: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string; url: string; payload?: object }[] =
  [
    { method: 'GET', path: '/api/teams/me', url: '/api/teams/me' },
    { method: 'PATCH', path: '/api/teams/me', url: '/api/teams/me', payload: { name: '새 이름' } },
    {
      method: 'POST',
      path: '/api/teams/me/invitations',
      url: '/api/teams/me/invitations',
      payload: { email: 'new@test.baro', role: 'member' },
    },
    { method: 'GET', path: '/api/teams/me/invitations', url: '/api/teams/me/invitations' },
    {
      method: 'DELETE',
      path: '/api/teams/me/invitations/:id',
      url: '/api/teams/me/invitations/inv_00000000000000000000',
    },
    {
      method: 'PATCH',
      path: '/api/teams/me/members/:userId',
      url: '/api/teams/me/members/usr_00000000000000000000',
      payload: { role: 'admin' },
    },
    {
      method: 'DELETE',
      path: '/api/teams/me/members/:userId',
      url: '/api/teams/me/members/usr_00000000000000000000',
    },
    {
      method: 'POST',
      path: '/api/teams/me/transfer',
      url: '/api/teams/me/transfer',
      payload: { userId: 'usr_00000000000000000000' },
    },
    { method: 'GET', path: '/api/users/me/invitations', url: '/api/users/me/invitations' },
    {
      method: 'POST',
      path: '/api/invitations/:id/accept',
      url: '/api/invitations/inv_00000000000000000000/accept',
    },
    {
      method: 'POST',
      path: '/api/invitations/:id/decline',
      url: '/api/invitations/inv_00000000000000000000/decline',
    },
  ];

describe('teams: access and the team itself', () => {
  const t = useTestApp({ env: { PUBLIC_URL: TEAMS_PUBLIC_URL } });

  const as = t.as;

  it('lists every teams route as customer-only in the access table', () => {
    const teamRoutes = [...t.app.routeAccess].filter(([route]) =>
      /^\w+ \/api\/(teams\/me|users\/me\/invitations|invitations\/)/.test(route),
    );
    expect(teamRoutes.map(([route]) => route).sort()).toEqual(
      ROUTES.map((r) => `${r.method} ${r.path}`).sort(),
    );
    for (const [, access] of teamRoutes) expect(access).toEqual(['customer']);
  });

  it.each(ROUTES)('$method $url without a token → 401 UNAUTHORIZED', async ({ method, url, payload }) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it.each(ROUTES)(
    '$method $url as staff, partner or worker → 403 FORBIDDEN',
    async ({ method, url, payload }) => {
      for (const user of [
        await createStaff(t.database),
        await createPartnerAdmin(t.database),
        await createWorker(t.database),
      ]) {
        const response = await t.app.inject({
          method,
          url,
          headers: await as(user),
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, user.kind).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    },
  );

  it('GET /api/teams/me answers the caller’s team, members sorted master, admins, members, then name', async () => {
    const { teamId, master } = await createTeam(t.database, { name: '하마스터', teamName: '바로무역' });
    const memberB = await createCustomer(t.database, { teamId, role: 'member', name: '나멤버' });
    const adminB = await createCustomer(t.database, { teamId, role: 'admin', name: '다관리' });
    const memberA = await createCustomer(t.database, { teamId, role: 'member', name: '가멤버' });
    const adminA = await createCustomer(t.database, { teamId, role: 'admin', name: '가관리' });
    await createTeam(t.database, { teamName: '남의 팀' });

    const response = await t.app.inject({ method: 'GET', url: '/api/teams/me', headers: await as(memberB) });
    expect(response.statusCode).toBe(200);
    const team = teamSchema.parse(response.json());
    expect(team).toMatchObject({ id: teamId, name: '바로무역', myRole: 'member' });
    expect(team.members.map((m) => [m.id, m.role])).toEqual([
      [master.id, 'master'],
      [adminA.id, 'admin'],
      [adminB.id, 'admin'],
      [memberA.id, 'member'],
      [memberB.id, 'member'],
    ]);
    expect(team.members[0]).toMatchObject({ email: master.email, name: '하마스터', phone: '010-1234-5678' });

    const asMaster = await t.app.inject({ method: 'GET', url: '/api/teams/me', headers: await as(master) });
    expect(asMaster.json().myRole).toBe('master');
  });

  it('PATCH /api/teams/me renames the team for the master and admins, not members', async () => {
    const { teamId, master } = await createTeam(t.database, { teamName: '옛 이름' });
    const admin = await createCustomer(t.database, { teamId, role: 'admin' });
    const member = await createCustomer(t.database, { teamId, role: 'member' });
    const other = await createTeam(t.database, { teamName: '남의 팀' });

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/teams/me',
      headers: await as(master),
      payload: { name: '  새 이름  ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(teamSchema.parse(renamed.json())).toMatchObject({ id: teamId, name: '새 이름', myRole: 'master' });

    const byAdmin = await t.app.inject({
      method: 'PATCH',
      url: '/api/teams/me',
      headers: await as(admin),
      payload: { name: '관리자가 바꾼 이름' },
    });
    expect(byAdmin.statusCode).toBe(200);

    const byMember = await t.app.inject({
      method: 'PATCH',
      url: '/api/teams/me',
      headers: await as(member),
      payload: { name: '멤버가 바꾼 이름' },
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe('FORBIDDEN');

    const rows = await t.database.db.selectFrom('teams').select(['id', 'name']).orderBy('name').execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: teamId, name: '관리자가 바꾼 이름' },
        { id: other.teamId, name: '남의 팀' },
      ]),
    );
  });

  it('answers bad bodies with 400 VALIDATION_FAILED and per-field messages, ko by default and en on request', async () => {
    const { teamId, master } = await createTeam(t.database);
    const member = await createCustomer(t.database, { teamId });
    const headers = await as(master);
    const cases: { method: 'PATCH' | 'POST'; url: string; payload: object; fields: string[] }[] = [
      { method: 'PATCH', url: '/api/teams/me', payload: { name: '   ' }, fields: ['name'] },
      {
        method: 'PATCH',
        url: '/api/teams/me',
        payload: { name: 'x'.repeat(101), id: 'team_x' },
        fields: ['id', 'name'],
      },
      {
        method: 'POST',
        url: '/api/teams/me/invitations',
        payload: { email: 'not-an-email', role: 'master' },
        fields: ['email', 'role'],
      },
      { method: 'POST', url: '/api/teams/me/invitations', payload: {}, fields: ['email', 'role'] },
      {
        method: 'PATCH',
        url: `/api/teams/me/members/${member.id}`,
        payload: { role: 'master' },
        fields: ['role'],
      },
      { method: 'POST', url: '/api/teams/me/transfer', payload: { userId: 'nobody' }, fields: ['userId'] },
    ];
    for (const { method, url, payload, fields } of cases) {
      const ko = await t.app.inject({ method, url, headers, payload });
      expect(ko.statusCode, `${method} ${url}`).toBe(400);
      const koBody = errorBodySchema.parse(ko.json());
      expect(koBody.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(koBody.fields ?? {}).sort()).toEqual(fields);
      expect(koBody.message).toMatch(/[가-힣]/);
      for (const field of fields) expect(koBody.fields?.[field]).toMatch(/[가-힣]/);

      const en = await t.app.inject({ method, url, headers: { ...headers, lang: 'en' }, payload });
      const enBody = errorBodySchema.parse(en.json());
      expect(en.statusCode).toBe(400);
      expect(enBody.message).toMatch(/^[\x20-\x7e]+$/);
      for (const field of fields) expect(enBody.fields?.[field]).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});
