import { inputTextIssues } from '@baro/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RequestValidationError } from './app-error.ts';

/**
 * Applies @baro/core's text rule to the path parameters, query and body of every route, present
 * and future, after authentication and before the route's own schema: a NUL, an unpaired
 * surrogate, a bidi control or too deep a nesting is a 400 VALIDATION_FAILED naming the field, so
 * no such string reaches a query, a file name or a stored JSON document.
 */
export function registerTextRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const issues = inputTextIssues(part);
      if (issues.length > 0) throw new RequestValidationError(new z.ZodError(issues as never), part);
    }
  });
}
