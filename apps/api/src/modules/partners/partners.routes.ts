import { partnerMailPreferencesSchema, partnerMemberListSchema } from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf, partnerCallerOf } from '../../http/callers.ts';
import { getMailPreferences } from './get-mail-preferences.ts';
import { listPartnerMembers } from './list-partner-members.ts';
import { saveMailPreferences } from './save-mail-preferences.ts';

const partners = { access: ['partner'] } as const;
const tags = ['partners'];

/** The caller's own partner forwarder (registered under the partner base, `/api/partner`); never another partner's. */
export const partnerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/members',
    {
      config: partners,
      schema: {
        tags,
        summary: "The users of the caller's partner: name, e-mail, phone and last login",
        response: { 200: partnerMemberListSchema },
      },
    },
    async (request) => listPartnerMembers(deps, partnerCallerOf(callerOf(request))),
  );

  app.get(
    '/mail-preferences',
    {
      config: partners,
      schema: {
        tags,
        summary: "The caller's e-mail choices: which new bid requests, and whether bid results",
        response: { 200: partnerMailPreferencesSchema },
      },
    },
    async (request) => getMailPreferences(deps, partnerCallerOf(callerOf(request))),
  );

  app.put(
    '/mail-preferences',
    {
      config: partners,
      schema: {
        tags,
        summary: "Replaces the caller's e-mail choices",
        body: partnerMailPreferencesSchema,
        response: { 200: partnerMailPreferencesSchema },
      },
    },
    async (request) => saveMailPreferences(deps, partnerCallerOf(callerOf(request)), request.body),
  );
};
