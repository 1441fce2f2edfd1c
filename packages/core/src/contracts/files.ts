import { z } from 'zod';
import { instantSchema } from './common.ts';

// The two-step file feature (SPEC §4): ask for presigned upload URLs, PUT the bytes, then bind the
// uploaded keys to an entity. The same shapes serve the main API (`/api/file/*`), its non-member
// variants and the fulfillment API (`/api/fulfillment/file/*`, bodies given directly).

/** Largest upload by default (bytes); the server's FILE_MAX_BYTES may lower or raise it. */
export const DEFAULT_MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

/** Longest life of a signed upload or download URL, in seconds. */
export const FILE_LINK_TTL_SECONDS = 300;

/**
 * What may be uploaded (issue 5): each accepted extension with the MIME types a browser may
 * declare for it. Both must agree, or the upload is refused before any bytes move; the stored
 * bytes are checked against the type again when the file is bound. Extensions are lower case.
 */
export const FILE_UPLOAD_TYPES = Object.freeze({
  pdf: ['application/pdf'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  heic: ['image/heic', 'image/heif'],
  heif: ['image/heif', 'image/heic'],
  // Windows browsers declare CSV as Excel's type.
  csv: [
    'text/csv',
    'application/csv',
    'text/comma-separated-values',
    'application/vnd.ms-excel',
    'text/plain',
  ],
  zip: ['application/zip', 'application/x-zip-compressed', 'application/x-zip'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  rtf: ['application/rtf', 'text/rtf'],
  txt: ['text/plain'],
} as const satisfies Record<string, readonly string[]>);
export type FileUploadExtension = keyof typeof FILE_UPLOAD_TYPES;

/** The lower-case extension of a file name (`견적서.PDF` → `pdf`), or '' when it has none. */
export function fileExtensionOf(fileName: string): string {
  const name = fileName.trim();
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The MIME type without parameters, lower case (`Text/CSV; charset=utf-8` → `text/csv`). */
export function mimeEssenceOf(mimeType: string): string {
  return (mimeType.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * Whether a file of this name and declared type may be uploaded at all (size aside): its extension
 * is accepted and the declared type is one of that extension's. The server says the same with
 * FILE_TYPE_NOT_ALLOWED; clients check first so nobody waits for a refusal.
 */
export function isUploadTypeAllowed(fileName: string, mimeType: string): boolean {
  const extension = fileExtensionOf(fileName);
  if (!Object.hasOwn(FILE_UPLOAD_TYPES, extension)) return false;
  const types: readonly string[] = FILE_UPLOAD_TYPES[extension as FileUploadExtension];
  return types.includes(mimeEssenceOf(mimeType));
}

/** A stored object's key as handed out by the upload call. */
export const fileKeySchema = z.string().regex(/^[a-z0-9][a-z0-9/_-]{8,200}$/, { message: 'invalid key' });

export const presignedUrlOptionSchema = z.strictObject({
  fileName: z.string().trim().min(1).max(255),
  mimeType: z.string().trim().min(1).max(255),
  size: z.number().int().min(1),
});
export type PresignedUrlOption = z.infer<typeof presignedUrlOptionSchema>;

/** The file upload info list (SPEC §3): one option per file, 1..20 files. */
export const fileUploadInfoListSchema = z.array(presignedUrlOptionSchema).min(1).max(20);

/** `POST /api/file/upload` and `/api/file/upload/non-member`. */
export const fileUploadRequestSchema = z.strictObject({
  presignedUrlOptions: fileUploadInfoListSchema,
  isPublic: z.literal(false).default(false),
});
export type FileUploadRequest = z.input<typeof fileUploadRequestSchema>;

export const presignedUploadSchema = z.object({
  key: z.string(),
  preSignedUrl: z.string(),
  expirationTime: instantSchema,
});
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;
export const fileUploadResponseSchema = z.array(presignedUploadSchema);

/** `returnInspection`: a return's inspection record (its photos), bound only by the inspection itself. */
export const FILE_TARGET_TYPES = ['team', 'bid', 'shipment', 'estimateLog', 'returnInspection'] as const;
export const fileTargetTypeSchema = z.enum(FILE_TARGET_TYPES);
export type FileTargetType = z.infer<typeof fileTargetTypeSchema>;

export const FILE_TYPES = [
  'invoice',
  'packingList',
  'certificate',
  'importDeclaration',
  'purchaseOrder',
  'billOfLading',
  'airWaybill',
  'etc',
] as const;
export const fileTypeSchema = z.enum(FILE_TYPES);
export type FileType = z.infer<typeof fileTypeSchema>;

export const fileBindItemSchema = z.strictObject({
  key: fileKeySchema,
  targetType: fileTargetTypeSchema,
  targetId: z.string().min(1).max(64),
  fileType: fileTypeSchema,
});
export type FileBindItem = z.infer<typeof fileBindItemSchema>;

/** The file bind list (SPEC §3), 1..20 items. */
export const fileBindListSchema = z.array(fileBindItemSchema).min(1).max(20);

/** `PUT /api/file/binding` and `/api/file/binding/non-member`. */
export const fileBindingRequestSchema = z.strictObject({ bindList: fileBindListSchema });
export type FileBindingRequest = z.infer<typeof fileBindingRequestSchema>;

/** A bound file as lists of documents show it. */
export const boundFileSchema = z.object({
  key: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  fileType: fileTypeSchema,
  targetType: fileTargetTypeSchema,
  targetId: z.string(),
  uploadedBy: z.string().nullable(),
  boundAt: instantSchema,
});
export type BoundFile = z.infer<typeof boundFileSchema>;
export const fileBindingResponseSchema = z.array(boundFileSchema);

/** `GET /api/file/download?key=`. */
export const fileDownloadQuerySchema = z.strictObject({ key: fileKeySchema });

/** Every download-link answer (files, quotations, bid details): SPEC §3's download link data. */
export const downloadLinkSchema = z
  .object({ preSignedUrl: z.string(), expirationTime: instantSchema })
  .meta({ id: 'DownloadLink' });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

/** `DELETE /api/file/delete`. */
export const fileDeleteRequestSchema = z.strictObject({ key: fileKeySchema });
