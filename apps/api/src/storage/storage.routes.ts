import type { Readable } from 'node:stream';
import { mimeEssenceOf } from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { contentDisposition } from './content-disposition.ts';
import { LocalStorage } from './local-storage.ts';

// The local driver's signed URLs, served by the API itself (the S3 driver's URLs go to the store).
// Anonymous: the signature is the permission. The query is checked by the driver, not by zod, so
// that anything missing or altered answers LINK_INVALID rather than a field list.
const signedQuery = z.looseObject({
  key: z.string().optional(),
  type: z.string().optional(),
  size: z.string().optional(),
  name: z.string().optional(),
  expires: z.string().optional(),
  signature: z.string().optional(),
});

const access = { access: 'anonymous' } as const;

function localStorageOf(deps: AppDeps): LocalStorage {
  // Another driver hands out its own URLs; these paths then lead nowhere.
  if (!(deps.storage instanceof LocalStorage)) throw new AppError('ROUTE_NOT_FOUND');
  return deps.storage;
}

/** Registered under `/api`: `PUT /api/storage/upload?…` and `GET /api/storage/download?…`. */
export const storageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Upload bodies are the file's bytes in whatever type was signed: take them as a stream, unparsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    '/storage/upload',
    {
      bodyLimit: deps.env.FILE_MAX_BYTES,
      config: {
        ...access,
        errors: ['LINK_INVALID', 'LINK_EXPIRED', 'FILE_SIZE_MISMATCH', 'ROUTE_NOT_FOUND'],
      },
      schema: {
        tags: ['files'],
        summary: "The local driver's signed upload URL: PUT the file's exact bytes in the signed type",
        querystring: signedQuery,
      },
    },
    async (request, reply) => {
      const storage = localStorageOf(deps);
      const upload = storage.verifyUpload(request.query);
      const declaredType = mimeEssenceOf(request.headers['content-type'] ?? '');
      if (declaredType !== upload.contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const length = request.headers['content-length'];
      if (length !== undefined && Number(length) !== upload.size) throw new AppError('FILE_SIZE_MISMATCH');
      await storage.writeUpload(upload.key, request.body as Readable | undefined, upload.size);
      return reply.code(200).send();
    },
  );

  app.get(
    '/storage/download',
    {
      config: { ...access, errors: ['LINK_INVALID', 'LINK_EXPIRED', 'ROUTE_NOT_FOUND'] },
      schema: {
        tags: ['files'],
        summary: "The local driver's signed download URL: the file, with its name",
        querystring: signedQuery,
      },
    },
    async (request, reply) => {
      const storage = localStorageOf(deps);
      const download = storage.verifyDownload(request.query);
      const object = await storage.openRead(download.key);
      if (!object) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', download.contentType)
        .header('content-length', String(object.size))
        .header('content-disposition', contentDisposition(download.fileName))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(object.stream);
    },
  );
};
