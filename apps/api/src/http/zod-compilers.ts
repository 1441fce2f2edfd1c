import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { RequestValidationError } from './app-error.ts';

// Our own validator rather than the provider's: the error handler needs the zod issues
// themselves to answer field messages in the caller's language.
const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error, data) };
  };

/** Every route's schema is a zod contract from @baro/core: it validates input and shapes output. */
export function registerZodCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
