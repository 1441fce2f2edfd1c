import { type Language, parseLanguage } from '@baro/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of this caller's messages, from the `lang` header (SPEC §7), ko by default. */
    lang: Language;
    /** The `locale` and `region` headers of SPEC §7, KR by default. */
    locale: string;
    region: string;
  }
}

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const COUNTRY = /^[A-Za-z]{2}$/;

/** Reads SPEC §7's common headers once per request so every handler and error sees them. */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('lang', 'ko');
  app.decorateRequest('locale', 'KR');
  app.decorateRequest('region', 'KR');
  app.addHook('onRequest', async (request, reply) => {
    request.lang = parseLanguage(headerValue(request, 'lang') ?? request.headers['accept-language']);
    const locale = headerValue(request, 'locale');
    const region = headerValue(request, 'region');
    request.locale = locale && COUNTRY.test(locale) ? locale.toUpperCase() : 'KR';
    request.region = region && COUNTRY.test(region) ? region.toUpperCase() : 'KR';
    reply.header('x-request-id', request.id);
  });
}
