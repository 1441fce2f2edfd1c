import {
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserSchema,
  auditPageSchema,
  auditQuerySchema,
  outboxPageSchema,
  outboxQuerySchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/authenticate.ts';
import type { RouteAccess } from '../../http/route-access.ts';
import { listAuditLog } from '../audit/list-audit-events.ts';
import { disableUser } from './disable-user.ts';
import { enableUser } from './enable-user.ts';
import { listUsers } from './list-users.ts';
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

  app.post(
    '/users/:id/disable',
    {
      config: { access: STAFF },
      schema: {
        tags: ['admin'],
        summary: 'Disable an account and end all its sessions',
        params: adminUserParamsSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => disableUser(deps, callerOf(request).userId, request.params.id),
  );

  app.post(
    '/users/:id/enable',
    {
      config: { access: STAFF },
      schema: {
        tags: ['admin'],
        summary: 'Enable a disabled account',
        params: adminUserParamsSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => enableUser(deps, request.params.id),
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
        summary: 'The audit log (staff reading the outbox, …), newest first',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAuditLog(deps.db, request.query),
  );
};
