import { updateMeRequestSchema, userProfileSchema } from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import { cachedProfiles } from './cached-profiles.ts';
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
};
