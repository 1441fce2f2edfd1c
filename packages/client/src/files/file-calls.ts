import {
  type BoundFile,
  type DownloadLink,
  downloadLinkSchema,
  type FileBindItem,
  fileBindingResponseSchema,
  fileUploadResponseSchema,
  type PresignedUpload,
  type PresignedUrlOption,
} from '@baro/core';
import type { ApiRequest, ResponseSchema } from '../api/api-request.ts';
import type { ApiClient } from '../api/create-api-client.ts';
import type { ApiBaseName } from '../app-config/api-bases.ts';

// The calls of the two-step file feature (SPEC §4, §7; issue 5), one place for their paths and
// bodies: ask for presigned upload URLs, then bind the uploaded keys to an entity.

/**
 * Which file API an upload goes through: a signed-in member (`/api/file/upload`, …), a visitor without an
 * account (`/api/file/upload/non-member`, …) or the fulfillment API (`/api/fulfillment/file/upload`, …, whose
 * bodies are the lists themselves).
 */
export type UploadVariant = 'member' | 'nonMember' | 'fulfillment';

export const UPLOAD_VARIANTS: readonly UploadVariant[] = Object.freeze([
  'member',
  'nonMember',
  'fulfillment',
]);

interface VariantCalls {
  readonly base: ApiBaseName;
  readonly uploadPath: string;
  readonly bindingPath: string;
  /** Main API bodies wrap the list; fulfillment bodies are the list. */
  readonly wrapsBodies: boolean;
}

const CALLS: Readonly<Record<UploadVariant, VariantCalls>> = {
  member: { base: 'shipping', uploadPath: '/file/upload', bindingPath: '/file/binding', wrapsBodies: true },
  nonMember: {
    base: 'shipping',
    uploadPath: '/file/upload/non-member',
    bindingPath: '/file/binding/non-member',
    wrapsBodies: true,
  },
  fulfillment: {
    base: 'fulfillment',
    uploadPath: '/file/upload',
    bindingPath: '/file/binding',
    wrapsBodies: false,
  },
};

/** Step 1: one presigned upload per option, in the same order. */
export async function requestUploadLinks(
  api: ApiClient,
  variant: UploadVariant,
  options: readonly PresignedUrlOption[],
  signal?: AbortSignal,
): Promise<PresignedUpload[]> {
  const calls = CALLS[variant];
  const body = calls.wrapsBodies ? { presignedUrlOptions: options, isPublic: false } : options;
  const links = await api.post(calls.base, calls.uploadPath, body, {
    schema: fileUploadResponseSchema,
    ...(signal ? { signal } : {}),
  });
  if (links.length !== options.length) {
    throw new Error(`asked for ${options.length} upload links, got ${links.length}`);
  }
  return links;
}

/**
 * Step 2 done, step 3: binds uploaded keys to their entities. Answers the bound files when the
 * server lists them, else an empty list (the binding itself succeeded either way).
 */
export async function bindFiles(
  api: ApiClient,
  variant: UploadVariant,
  bindList: readonly FileBindItem[],
  signal?: AbortSignal,
): Promise<BoundFile[]> {
  const calls = CALLS[variant];
  const body = calls.wrapsBodies ? { bindList } : bindList;
  return api.put(calls.base, calls.bindingPath, body, {
    schema: LENIENT_BINDING_RESPONSE,
    ...(signal ? { signal } : {}),
  });
}

const LENIENT_BINDING_RESPONSE: ResponseSchema<BoundFile[]> = {
  parse(data) {
    const parsed = fileBindingResponseSchema.safeParse(data);
    return parsed.success ? parsed.data : [];
  },
};

/** `DELETE file/delete {key}` (SPEC §7): the upload slice's `deleteFile`. */
export async function deleteFile(
  api: ApiClient,
  key: string,
  options: { readonly signal?: AbortSignal } = {},
): Promise<undefined> {
  await api.delete('shipping', '/file/delete', { body: { key }, ...options });
  return undefined;
}

/** `GET file/download?key=`: a stored file's download link, for the download helpers. */
export function fileDownloadRequest(key: string): ApiRequest<DownloadLink> {
  return {
    base: 'shipping',
    method: 'GET',
    path: '/file/download',
    query: { key },
    schema: downloadLinkSchema,
  };
}
