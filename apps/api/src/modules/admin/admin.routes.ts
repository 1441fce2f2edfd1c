import {
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserSchema,
  auditPageSchema,
  auditQuerySchema,
  outboxPageSchema,
  outboxQuerySchema,
  putManagersRequestSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { staffActorOf } from '../../http/admin-audit.ts';
import { callerOf } from '../../http/callers.ts';
import type { RouteAccess } from '../../http/route-access.ts';
import { listAuditLog } from '../audit/audit.api.ts';
import { disableUser } from './disable-user.ts';
import { enableUser } from './enable-user.ts';
import { getUserDetail } from './get-user-detail.ts';
import { listUsers } from './list-users.ts';
import { putUserManagers } from './put-user-managers.ts';
import { readOutbox } from './read-outbox.ts';

const STAFF: RouteAccess = ['staff'];

/** The staff API (registered under /api/admin): accounts and the e-mail outbox. */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/users',
    {
      config: { access: STAFF },
      schema: {
        tags: ['admin'],
        summary: 'Search accounts of every kind by e-mail, name, company, phone or login id',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    async (request) => listUsers(deps.db, request.query),
  );

  app.get(
    '/users/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: ['admin'],
        summary: 'An account with its language, assigned managers and open sessions',
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => getUserDetail(deps.db, request.params.id),
  );

  app.put(
    '/users/:id/managers',
    {
      config: { access: STAFF, audit: 'user.managers', errors: ['CONFLICT'] },
      schema: {
        tags: ['admin'],
        summary: "Assign a customer's forwarding, export forwarding and fulfillment managers (staff)",
        params: adminUserParamsSchema,
        body: putManagersRequestSchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) =>
      putUserManagers(deps, staffActorOf(request), request.params.id, request.body, request.lang),
  );

  app.post(
    '/users/:id/disable',
    {
      config: { access: STAFF, audit: 'user.disable', errors: ['CONFLICT'] },
      schema: {
        tags: ['admin'],
        summary: 'Disable an account and end all its sessions',
        params: adminUserParamsSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => disableUser(deps, staffActorOf(request), request.params.id),
  );

  app.post(
    '/users/:id/enable',
    {
      config: { access: STAFF, audit: 'user.enable' },
      schema: {
        tags: ['admin'],
        summary: 'Enable a disabled account',
        params: adminUserParamsSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => enableUser(deps, staffActorOf(request), request.params.id),
  );

  app.get(
    '/outbox',
    {
      config: { access: STAFF },
      schema: {
        tags: ['admin'],
        summary: 'E-mails sent or queued, newest first (secrets redacted; every read is audited)',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    async (request) =>
      readOutbox(deps, { userId: callerOf(request).userId, clientAddress: request.ip }, request.query),
  );

  app.get(
    '/audit',
    {
      config: { access: STAFF },
      schema: {
        tags: ['admin'],
        summary: 'The audit log (every staff write, staff reading the outbox), newest first, searchable',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAuditLog(deps.db, request.query),
  );
};
