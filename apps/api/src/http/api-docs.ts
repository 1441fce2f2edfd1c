import type { ErrorCode } from '@baro/core';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { completeOpenApiDocument } from './openapi-operations.ts';
import type { RouteAccess } from './route-access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error codes this route answers beyond those that follow from its shape and access (see
     * openapi-operations.ts): its domain refusals, RATE_LIMITED, … Listed in the OpenAPI document.
     */
    errors?: readonly ErrorCode[];
  }
}

/**
 * OpenAPI 3.1 generated from the route contracts and declarations; browsable at /api/docs, JSON at
 * /api/docs/json. `routeAccess` is the who-may-call-it table the document's security follows.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  options: { version: string; publicUrl: string; routeAccess: ReadonlyMap<string, RouteAccess> },
): Promise<void> {
  const errors = new Map<string, readonly ErrorCode[]>();
  app.addHook('onRoute', (route) => {
    const declared = route.config?.errors;
    if (!declared) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      errors.set(`${method} ${route.url}`, declared);
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Baro API',
        description:
          'Freight forwarding and fulfillment API. Errors are `{ code, message, fields? }`; `message` follows the `lang` header (ko by default).',
        version: options.version,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Baro-Proprietary' },
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      completeOpenApiDocument(jsonSchemaTransformObject(input) as never, {
        access: options.routeAccess,
        errors,
        publicUrl: options.publicUrl,
      }) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });
}
