import {
  changePasswordRequestSchema,
  findPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  tokenPairSchema,
} from '@baro/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import { changeMyPassword } from './change-my-password.ts';
import { logIn } from './log-in.ts';
import { logOut } from './log-out.ts';
import { refreshSession } from './refresh-session.ts';
import { askForPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { signUp } from './sign-up.ts';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

const noContent = { 204: z.null().describe('No content') };
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/auth/signup',
    {
      config: { access: 'anonymous', errors: ['EMAIL_TAKEN', 'TERMS_VERSION_CHANGED'] },
      schema: {
        tags,
        summary: 'Sign up; the user becomes master of a new team',
        body: signupRequestSchema,
        response: { 201: signupResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ user: await signUp(deps, request.body, request.lang) }),
  );

  app.post(
    '/auth/login',
    {
      config: {
        access: 'anonymous',
        errors: ['INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS', 'ACCOUNT_DISABLED', 'SERVICE_UNAVAILABLE'],
      },
      schema: {
        tags,
        summary: 'Log in with e-mail (or worker login id) and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => logIn(deps, request.body, clientOf(request)),
  );

  app.post(
    '/auth/refresh',
    {
      config: {
        access: 'anonymous',
        errors: ['INVALID_TOKEN', 'SESSION_REVOKED', 'SESSION_EXPIRED', 'ACCOUNT_DISABLED'],
      },
      schema: {
        tags,
        summary: 'Rotate the refresh token and get a new access token',
        body: refreshRequestSchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request) => refreshSession(deps, request.body),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'End the session of this refresh token',
        body: logoutRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await logOut(deps, request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/find/password',
    {
      config: { access: 'anonymous', errors: ['RATE_LIMITED'] },
      schema: {
        tags,
        summary: 'E-mail a password reset link (202 whether or not the account exists)',
        body: findPasswordRequestSchema,
        response: { 202: z.null().describe('Accepted') },
      },
    },
    async (request, reply) => {
      await askForPasswordReset(deps, request.body.email, request.ip);
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/auth/reset/password',
    {
      config: { access: 'anonymous', errors: ['LINK_EXPIRED'] },
      schema: {
        tags,
        summary: 'Set a new password from a reset link; ends every session',
        body: resetPasswordRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body);
      return reply.code(204).send(null);
    },
  );

  // The account's own password: credentials and sessions are this module's (users never imports auth).
  app.put(
    '/users/me/password',
    {
      config: { access: ['customer', 'partner', 'worker', 'staff'], errors: ['WRONG_PASSWORD'] },
      schema: {
        tags: ['users'],
        summary: 'Change my password; my other sessions end',
        body: changePasswordRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await changeMyPassword(deps, callerOf(request), request.body, request.lang);
      return reply.code(204).send(null);
    },
  );
};
