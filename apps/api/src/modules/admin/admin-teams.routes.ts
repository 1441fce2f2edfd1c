import {
  adminInvitationParamsSchema,
  adminTeamDetailSchema,
  adminTeamListQuerySchema,
  adminTeamPageSchema,
  adminTeamParamsSchema,
  invitationSchema,
  putManagersRequestSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { staffActorOf } from '../../http/admin-audit.ts';
import type { RouteAccess } from '../../http/route-access.ts';
import { resendInvitation } from '../teams/teams.api.ts';
import { getTeamDetail } from './get-team-detail.ts';
import { listTeams } from './list-teams.ts';
import { putTeamManagers } from './put-team-managers.ts';

const STAFF: RouteAccess = ['staff'];
const tags = ['admin'];

/** Customer teams for staff (registered under /api/admin). */
export const adminTeamRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/teams',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: "Search customer teams by name or a member's name, e-mail or company",
        querystring: adminTeamListQuerySchema,
        response: { 200: adminTeamPageSchema },
      },
    },
    async (request) => listTeams(deps, request.query),
  );

  app.get(
    '/teams/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'A team with its members, their roles and managers, and its invitations',
        params: adminTeamParamsSchema,
        response: { 200: adminTeamDetailSchema },
      },
    },
    async (request) => getTeamDetail(deps.db, request.params.id, deps.now()),
  );

  app.put(
    '/teams/:id/managers',
    {
      config: { access: STAFF, audit: 'team.managers' },
      schema: {
        tags,
        summary: 'Assign the same managers to every member of a team',
        params: adminTeamParamsSchema,
        body: putManagersRequestSchema,
        response: { 200: adminTeamDetailSchema },
      },
    },
    async (request) =>
      putTeamManagers(deps, staffActorOf(request), request.params.id, request.body, request.lang),
  );

  app.post(
    '/teams/:id/invitations/:invitationId/resend',
    {
      config: {
        access: STAFF,
        audit: 'invitation.resend',
        errors: ['INVALID_STATE_TRANSITION', 'ALREADY_TEAM_MEMBER', 'ALREADY_INVITED'],
      },
      schema: {
        tags,
        summary: 'Send a pending invitation again, valid for seven more days',
        params: adminInvitationParamsSchema,
        response: { 200: invitationSchema },
      },
    },
    async (request) =>
      resendInvitation(deps, staffActorOf(request), request.params.id, request.params.invitationId),
  );
};
