import {
  createInvitationRequestSchema,
  invitationListSchema,
  invitationParamsSchema,
  invitationSchema,
  memberParamsSchema,
  teamSchema,
  transferMasterRequestSchema,
  updateMemberRoleRequestSchema,
  updateTeamRequestSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf, teamCallerOf } from '../../http/callers.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { cancelInvitation } from './cancel-invitation.ts';
import { changeMemberRole } from './change-member-role.ts';
import { declineInvitation } from './decline-invitation.ts';
import { getTeam } from './get-team.ts';
import { inviteMember } from './invite-member.ts';
import { listMyInvitations } from './list-my-invitations.ts';
import { listTeamInvitationsOf } from './list-team-invitations.ts';
import { removeMember } from './remove-member.ts';
import { renameTeam } from './rename-team.ts';
import { transferMaster } from './transfer-master.ts';

const customers = { access: ['customer'] } as const;
const tags = ['teams'];

/**
 * The caller's team, its members and invitations, and the invitations addressed to the caller.
 * Registered under `/api`; the team is always the caller's own (`/teams/me`), never a path id.
 */
export const teamRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/teams/me',
    { config: customers, schema: { tags, summary: "The caller's team", response: { 200: teamSchema } } },
    async (request) => {
      const caller = teamCallerOf(callerOf(request));
      return getTeam(deps.db, caller.teamId, caller.userId);
    },
  );

  app.patch(
    '/teams/me',
    {
      config: customers,
      schema: {
        tags,
        summary: 'Rename the team (master, admin)',
        body: updateTeamRequestSchema,
        response: { 200: teamSchema },
      },
    },
    async (request) => renameTeam(deps, teamCallerOf(callerOf(request)), request.body),
  );

  app.post(
    '/teams/me/invitations',
    {
      config: { ...customers, errors: ['RATE_LIMITED', 'ALREADY_TEAM_MEMBER', 'ALREADY_INVITED'] },
      schema: {
        tags,
        summary: 'Invite an e-mail address to the team for 7 days (master, admin)',
        body: createInvitationRequestSchema,
        response: { 201: invitationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inviteMember(deps, teamCallerOf(callerOf(request)), request.body)),
  );

  app.get(
    '/teams/me/invitations',
    {
      config: customers,
      schema: {
        tags,
        summary: 'Invitations the team sent, open ones first (master, admin)',
        response: { 200: invitationListSchema },
      },
    },
    async (request) => listTeamInvitationsOf(deps, teamCallerOf(callerOf(request))),
  );

  app.delete(
    '/teams/me/invitations/:id',
    {
      config: customers,
      schema: {
        tags,
        summary: 'Cancel a pending invitation (master, admin)',
        params: invitationParamsSchema,
      },
    },
    async (request, reply) => {
      await cancelInvitation(deps, teamCallerOf(callerOf(request)), request.params.id);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/teams/me/members/:userId',
    {
      config: { ...customers, errors: ['MASTER_MUST_TRANSFER'] },
      schema: {
        tags,
        summary: "Change a member's role (master: anyone else; admin: members)",
        params: memberParamsSchema,
        body: updateMemberRoleRequestSchema,
        response: { 200: teamSchema },
      },
    },
    async (request) =>
      changeMemberRole(deps, teamCallerOf(callerOf(request)), request.params.userId, request.body),
  );

  app.delete(
    '/teams/me/members/:userId',
    {
      config: customers,
      schema: {
        tags,
        summary: 'Remove a member, or leave the team; they get a team of their own',
        params: memberParamsSchema,
      },
    },
    async (request, reply) => {
      await removeMember(deps, teamCallerOf(callerOf(request)), request.params.userId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/teams/me/transfer',
    {
      config: { ...customers, errors: ['MASTER_MUST_TRANSFER', 'INVALID_STATE_TRANSITION'] },
      schema: {
        tags,
        summary: 'Hand the master role to another member; the old master becomes admin (master)',
        body: transferMasterRequestSchema,
        response: { 200: teamSchema },
      },
    },
    async (request) => transferMaster(deps, teamCallerOf(callerOf(request)), request.body),
  );

  app.get(
    '/users/me/invitations',
    {
      config: customers,
      schema: {
        tags,
        summary: 'Open invitations addressed to the caller',
        response: { 200: invitationListSchema },
      },
    },
    async (request) => listMyInvitations(deps, teamCallerOf(callerOf(request))),
  );

  app.post(
    '/invitations/:id/accept',
    {
      config: {
        ...customers,
        errors: [
          'INVITATION_EXPIRED',
          'ALREADY_TEAM_MEMBER',
          'MASTER_MUST_TRANSFER',
          'INVALID_STATE_TRANSITION',
        ],
      },
      schema: {
        tags,
        summary: 'Accept an invitation addressed to the caller and join its team',
        params: invitationParamsSchema,
        response: { 200: teamSchema },
      },
    },
    async (request) => acceptInvitation(deps, teamCallerOf(callerOf(request)), request.params.id),
  );

  app.post(
    '/invitations/:id/decline',
    {
      config: { ...customers, errors: ['INVITATION_EXPIRED', 'INVALID_STATE_TRANSITION'] },
      schema: {
        tags,
        summary: 'Decline an invitation addressed to the caller',
        params: invitationParamsSchema,
      },
    },
    async (request, reply) => {
      await declineInvitation(deps, teamCallerOf(callerOf(request)), request.params.id);
      return reply.code(204).send();
    },
  );
};
