import {
  downloadLinkSchema,
  fileBindingRequestSchema,
  fileBindingResponseSchema,
  fileBindListSchema,
  fileDeleteRequestSchema,
  fileDownloadQuerySchema,
  fileUploadInfoListSchema,
  fileUploadRequestSchema,
  fileUploadResponseSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import { bindFiles } from './bind-files.ts';
import { createUploads } from './create-uploads.ts';
import { deleteFile } from './delete-file.ts';
import { fileActorOf, nonMemberActor } from './file-actor.ts';
import { getFileDownloadLink } from './get-file-download-link.ts';

const members = { access: ['customer', 'partner', 'staff'] } as const;
/** Members and warehouse workers (return inspection photos): upload, download, delete. */
const filers = { access: ['customer', 'partner', 'staff', 'worker'] } as const;
const customers = { access: ['customer'] } as const;
const anonymous = { access: 'anonymous' } as const;
const tags = ['files'];

/**
 * The two-step file feature (SPEC §4) on the main API and the fulfillment API. Registered under
 * `/api`; the fulfillment calls take the upload info list and the bind list directly as the body.
 */
export const fileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const log = app.log;

  app.post(
    '/file/upload',
    {
      config: { ...filers, errors: ['RATE_LIMITED', 'FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE'] },
      schema: {
        tags,
        summary: 'Presigned upload URLs, one per file (step one of two)',
        body: fileUploadRequestSchema,
        response: { 200: fileUploadResponseSchema },
      },
    },
    async (request) => createUploads(deps, fileActorOf(callerOf(request)), request.body.presignedUrlOptions),
  );

  app.post(
    '/file/upload/non-member',
    {
      config: { ...anonymous, errors: ['RATE_LIMITED', 'FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE'] },
      schema: {
        tags,
        summary: 'Presigned upload URLs for a non-member (rate-limited per address)',
        body: fileUploadRequestSchema,
        response: { 200: fileUploadResponseSchema },
      },
    },
    async (request) => createUploads(deps, nonMemberActor(request.ip), request.body.presignedUrlOptions),
  );

  app.put(
    '/file/binding',
    {
      config: {
        ...members,
        errors: [
          'FILE_ALREADY_BOUND',
          'FILE_NOT_UPLOADED',
          'FILE_SIZE_MISMATCH',
          'FILE_CONTENT_MISMATCH',
          'INVALID_STATE_TRANSITION',
        ],
      },
      schema: {
        tags,
        summary: 'Bind uploaded files to a team, bid or shipment (step two of two)',
        body: fileBindingRequestSchema,
        response: { 200: fileBindingResponseSchema },
      },
    },
    async (request) => bindFiles(deps, fileActorOf(callerOf(request)), request.body.bindList),
  );

  app.put(
    '/file/binding/non-member',
    {
      config: {
        ...anonymous,
        errors: [
          'FILE_ALREADY_BOUND',
          'FILE_NOT_UPLOADED',
          'FILE_SIZE_MISMATCH',
          'FILE_CONTENT_MISMATCH',
          'INVALID_STATE_TRANSITION',
        ],
      },
      schema: {
        tags,
        summary: "Bind a non-member's uploads (same address) to a non-member estimate",
        body: fileBindingRequestSchema,
        response: { 200: fileBindingResponseSchema },
      },
    },
    async (request) => bindFiles(deps, nonMemberActor(request.ip), request.body.bindList),
  );

  app.get(
    '/file/download',
    {
      config: filers,
      schema: {
        tags,
        summary: 'A download link (valid at most 300 s) for a file the caller may read',
        querystring: fileDownloadQuerySchema,
        response: { 200: downloadLinkSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getFileDownloadLink(deps, fileActorOf(callerOf(request)), request.query.key);
    },
  );

  app.delete(
    '/file/delete',
    {
      config: filers,
      schema: {
        tags,
        summary:
          'Delete a file and its binding (uploader, team master/admin, staff; while the entity allows)',
        body: fileDeleteRequestSchema,
      },
    },
    async (request, reply) => {
      await deleteFile({ ...deps, log }, fileActorOf(callerOf(request)), request.body.key);
      return reply.code(204).send();
    },
  );

  app.post(
    '/fulfillment/file/upload',
    {
      config: { ...customers, errors: ['RATE_LIMITED', 'FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE'] },
      schema: {
        tags,
        summary: 'Presigned upload URLs (fulfillment; the body is the upload info list)',
        body: fileUploadInfoListSchema,
        response: { 200: fileUploadResponseSchema },
      },
    },
    async (request) => createUploads(deps, fileActorOf(callerOf(request)), request.body),
  );

  app.put(
    '/fulfillment/file/binding',
    {
      config: {
        ...customers,
        errors: [
          'FILE_ALREADY_BOUND',
          'FILE_NOT_UPLOADED',
          'FILE_SIZE_MISMATCH',
          'FILE_CONTENT_MISMATCH',
          'INVALID_STATE_TRANSITION',
        ],
      },
      schema: {
        tags,
        summary: 'Bind uploaded files (fulfillment; the body is the bind list)',
        body: fileBindListSchema,
        response: { 200: fileBindingResponseSchema },
      },
    },
    async (request) => bindFiles(deps, fileActorOf(callerOf(request)), request.body),
  );
};
