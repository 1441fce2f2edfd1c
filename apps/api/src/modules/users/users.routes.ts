import { changePasswordRequestSchema, updateMeRequestSchema, userProfileSchema } from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import { cachedProfiles } from './cached-profiles.ts';
import { changeMyPassword } from './change-my-password.ts';
import { updateMyProfile } from './update-my-profile.ts';

const everyone = ['customer', 'partner', 'worker', 'staff'] as const;
const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const profileOf = cachedProfiles(deps);
  app.get(
    '/users/me',
    {
      config: { access: everyone },
      schema: {
        tags,
        summary: 'My profile with team, customer type and managers',
        response: { 200: userProfileSchema },
      },
    },
    async (request) => profileOf(callerOf(request).userId),
  );

  app.patch(
    '/users/me',
    {
      config: { access: everyone },
      schema: {
        tags,
        summary: 'Edit my profile',
        body: updateMeRequestSchema,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => updateMyProfile(deps, callerOf(request), request.body, request.lang),
  );

  app.put(
    '/users/me/password',
    {
      config: { access: everyone, errors: ['WRONG_PASSWORD'] },
      schema: {
        tags,
        summary: 'Change my password; my other sessions end',
        body: changePasswordRequestSchema,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await changeMyPassword(deps, callerOf(request), request.body, request.lang);
      return reply.code(204).send(null);
    },
  );
};
