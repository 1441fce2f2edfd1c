import {
  DEFAULT_MAX_UPLOAD_BYTES,
  FILE_UPLOAD_TYPES,
  type FileUploadExtension,
  fileExtensionOf,
  mimeEssenceOf,
} from '../contracts/files.ts';
import type { ErrorCode } from '../errors/error-codes.ts';

// The browser's side of what may be uploaded (issue 5), on the same table the API judges upload
// options by (FILE_UPLOAD_TYPES): a file refused here would be refused by the server, and a file
// accepted here is declared with a type the server accepts, so nobody waits for a refusal.

/** Why a file may not be uploaded. FILE_EMPTY is the browser's own: the API refuses size 0 as invalid. */
export type UploadFileProblem = Extract<ErrorCode, 'FILE_TYPE_NOT_ALLOWED' | 'FILE_TOO_LARGE'> | 'FILE_EMPTY';

/** Every accepted extension, in FILE_UPLOAD_TYPES order. */
export const UPLOAD_EXTENSIONS: readonly FileUploadExtension[] = Object.freeze(
  Object.keys(FILE_UPLOAD_TYPES) as FileUploadExtension[],
);

/** What is known about a file before its bytes are read: a browser `File` fits. */
export interface UploadFileFacts {
  readonly name: string;
  readonly size: number;
  /** The browser's type (`File.type`); may be empty. */
  readonly type?: string | undefined;
}

export interface CheckUploadFileOptions {
  /** Largest size in bytes. @default DEFAULT_MAX_UPLOAD_BYTES */
  readonly maxBytes?: number | undefined;
  /**
   * Narrows the accepted types for one field (never widens them): extensions (`'.pdf'`, `'pdf'`),
   * MIME types (`'application/pdf'`) or a family (`'image/*'`). Empty or absent: every accepted type.
   */
  readonly accept?: readonly string[] | undefined;
}

export type UploadFileCheck =
  | { readonly ok: true; readonly extension: FileUploadExtension; readonly mimeType: string }
  | { readonly ok: false; readonly code: UploadFileProblem };

/** Browser types that say nothing: the type then comes from the extension alone. */
const UNKNOWN_TYPES: ReadonlySet<string> = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/**
 * Whether a file may be uploaded, and the MIME type to declare (and PUT) it with: the first of its
 * extension's types in FILE_UPLOAD_TYPES, since browsers report no type for .heic and Excel's
 * for .csv. The extension is read as the server reads it (fileExtensionOf); a browser type that is
 * not one of the extension's (a `.pdf` reported as `application/x-msdownload`) is refused. The
 * type is judged before the size: a 2 GB `.exe` is FILE_TYPE_NOT_ALLOWED.
 */
export function checkUploadFile(
  file: UploadFileFacts,
  options: CheckUploadFileOptions = {},
): UploadFileCheck {
  const extension = uploadExtensionOf(file.name);
  if (!extension || !isAllowedExtension(extension, options.accept)) {
    return { ok: false, code: 'FILE_TYPE_NOT_ALLOWED' };
  }
  const types: readonly string[] = FILE_UPLOAD_TYPES[extension];
  const reported = typeof file.type === 'string' ? mimeEssenceOf(file.type) : '';
  if (!UNKNOWN_TYPES.has(reported) && !types.includes(reported)) {
    return { ok: false, code: 'FILE_TYPE_NOT_ALLOWED' };
  }
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  if (!Number.isFinite(file.size) || file.size > maxBytes) return { ok: false, code: 'FILE_TOO_LARGE' };
  if (!(file.size > 0)) return { ok: false, code: 'FILE_EMPTY' };
  return { ok: true, extension, mimeType: declaredTypeOf(extension) };
}

/** The accepted extension of a file name (lower case), or null when it has none. */
export function uploadExtensionOf(fileName: unknown): FileUploadExtension | null {
  if (typeof fileName !== 'string') return null;
  const extension = fileExtensionOf(fileName);
  return Object.hasOwn(FILE_UPLOAD_TYPES, extension) ? (extension as FileUploadExtension) : null;
}

/** The extensions a field accepts: UPLOAD_EXTENSIONS narrowed by `accept`. */
export function acceptedUploadExtensions(accept?: readonly string[]): FileUploadExtension[] {
  return UPLOAD_EXTENSIONS.filter((extension) => isAllowedExtension(extension, accept));
}

function declaredTypeOf(extension: FileUploadExtension): string {
  return FILE_UPLOAD_TYPES[extension][0];
}

function isAllowedExtension(extension: FileUploadExtension, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const mimeType = declaredTypeOf(extension);
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.endsWith('/*')) return mimeType.startsWith(wanted.slice(0, -1));
    if (wanted.includes('/')) return wanted === mimeType;
    return wanted.replace(/^\./, '') === extension;
  });
}
