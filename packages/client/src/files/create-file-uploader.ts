import {
  type BoundFile,
  checkUploadFile,
  type FileBindItem,
  type FileTargetType,
  type FileType,
  type Language,
  type PresignedUpload,
  type PresignedUrlOption,
  parseInstant,
  retryDelay,
  type UploadFileProblem,
} from '@baro/core';
import type { ApiClient } from '../api/create-api-client.ts';
import { bindFiles, requestUploadLinks, type UploadVariant } from './file-calls.ts';
import { createXhrTransport, FileTransferError, type UploadTransport } from './upload-transport.ts';

/** A file to upload: a browser `File`, or any Blob given a name. */
export type NamedBlob = Blob & { readonly name: string };

/** What an uploaded file is bound to (SPEC §3's bind list, without the key). */
export interface FileBindTarget {
  readonly targetType: FileTargetType;
  readonly targetId: string;
  readonly fileType: FileType;
}

export interface UploadOptions {
  /** @default 'member' */
  readonly variant?: UploadVariant;
  /**
   * Step 3: bind every file to one target, to one target per file (same order) or to what the
   * function says for each. Without it the files are uploaded only (bind them later by key).
   */
  readonly bind?:
    | FileBindTarget
    | readonly FileBindTarget[]
    | ((file: NamedBlob, index: number) => FileBindTarget);
  /** Cancels the whole upload: pending requests and PUTs are aborted and nothing is bound. */
  readonly signal?: AbortSignal;
  /** Bytes of file `fileIndex` sent so far; starts again from 0 when a PUT is retried. */
  readonly onProgress?: (fileIndex: number, loaded: number, total: number) => void;
  /** Further attempts of a failed PUT (no answer, 408, 429, 5xx, refused link). @default 3 */
  readonly retries?: number;
  /** Largest file in bytes, as the server is configured. @default the uploader's maxBytes */
  readonly maxBytes?: number;
  /** Narrows the accepted types (see checkUploadFile). */
  readonly accept?: readonly string[];
}

export interface UploadedFile {
  /** Position in the list given to `upload`. */
  readonly index: number;
  readonly key: string;
  readonly fileName: string;
  /** The type the file was declared and PUT with (from its extension). */
  readonly mimeType: string;
  readonly size: number;
}

export interface UploadResult {
  /** Every file, in the order given. */
  readonly files: readonly UploadedFile[];
  /** What the binding answered; empty without `bind` (or when the server lists nothing). */
  readonly bound: readonly BoundFile[];
}

export interface FileUploader {
  /**
   * The two-step file feature (SPEC §4): checks every file (nothing is sent if one is refused),
   * asks for all presigned URLs in one call, PUTs each file's bytes with progress — retrying a
   * failed PUT with backoff and asking for a new link when the old one expired or was refused —
   * then binds them all in one call. Rejects with a {@link FileCheckError} before any request,
   * a {@link FileTransferError} when a PUT still failed (the others are aborted, nothing is
   * bound), the API client's errors for the presign and bind calls, or the signal's reason.
   */
  upload(files: readonly NamedBlob[], options?: UploadOptions): Promise<UploadResult>;
}

export interface FileUploaderOptions {
  readonly api: ApiClient;
  /** Defaults to XMLHttpRequest (createXhrTransport). */
  readonly transport?: UploadTransport;
  /** Largest file in bytes. @default DEFAULT_MAX_UPLOAD_BYTES */
  readonly maxBytes?: number;
  /** PUTs at once. @default 3 */
  readonly concurrency?: number;
  /** Milliseconds before retry `attempt` (0 first). @default core's retryDelay: 1 s, 2 s, 4 s… */
  readonly backoff?: (attempt: number) => number;
  /** Waits between attempts; must reject with the signal's reason when aborted. */
  readonly wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** The clock that says whether a link is still valid. @default Date.now */
  readonly now?: () => number;
  /**
   * Where to PUT a presigned URL. A root-relative URL (the local storage driver's) resolves
   * against the page; give this when the API is on another origin.
   */
  readonly resolveUrl?: (url: string) => string;
  /** The language of the default transport's messages. */
  readonly getLanguage?: () => Language;
}

/** A file was refused before anything was sent (same rules as the server: checkUploadFile). */
export class FileCheckError extends Error {
  override readonly name = 'FileCheckError';
  readonly code: UploadFileProblem;
  readonly fileIndex: number;
  readonly fileName: string;

  constructor(code: UploadFileProblem, fileIndex: number, fileName: string) {
    super(`${fileName}: ${code}`);
    this.code = code;
    this.fileIndex = fileIndex;
    this.fileName = fileName;
  }
}

/** A link is renewed before a PUT when it has less than this left. */
const LINK_SAFETY_MARGIN_MS = 5_000;
/** The contract's largest upload info list and bind list. */
const MAX_FILES_PER_CALL = 20;
const DEFAULT_RETRIES = 3;
const DEFAULT_CONCURRENCY = 3;

/** The two-step upload helper (issue 5). */
export function createFileUploader(options: FileUploaderOptions): FileUploader {
  const { api } = options;
  const transport =
    options.transport ?? createXhrTransport(options.getLanguage ? { getLanguage: options.getLanguage } : {});
  const backoff = options.backoff ?? retryDelay;
  const wait = options.wait ?? waitFor;
  const now = options.now ?? Date.now;
  const resolveUrl = options.resolveUrl ?? ((url: string) => url);
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_CONCURRENCY));

  async function upload(
    files: readonly NamedBlob[],
    uploadOptions: UploadOptions = {},
  ): Promise<UploadResult> {
    const variant = uploadOptions.variant ?? 'member';
    const retries = Math.max(0, Math.floor(uploadOptions.retries ?? DEFAULT_RETRIES));
    const maxBytes = uploadOptions.maxBytes ?? options.maxBytes;
    const callerSignal = uploadOptions.signal;
    callerSignal?.throwIfAborted();

    // Before any request: every file must pass, and every bind target must be known.
    const declared: PresignedUrlOption[] = files.map((file, index) => {
      const check = checkUploadFile(
        { name: file.name, size: file.size, type: file.type },
        { maxBytes, accept: uploadOptions.accept },
      );
      if (!check.ok) throw new FileCheckError(check.code, index, file.name);
      return { fileName: file.name, mimeType: check.mimeType, size: file.size };
    });
    const targets = uploadOptions.bind
      ? files.map((file, index) => targetOf(uploadOptions.bind, file, index))
      : null;
    if (files.length === 0) return { files: [], bound: [] };

    // One signal for everything: the caller's cancel, or the first file that could not be sent.
    const controller = new AbortController();
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });
    const { signal } = controller;

    try {
      // Step 1: the presigned URLs, all in one call (in calls of 20, the contract's limit).
      const links: PresignedUpload[] = [];
      for (const chunk of chunks(declared)) {
        links.push(...(await requestUploadLinks(api, variant, chunk, signal)));
      }

      // Step 2: the bytes, a few files at a time.
      const sendFile = async (index: number): Promise<void> => {
        const file = files[index] as NamedBlob;
        const option = declared[index] as PresignedUrlOption;
        let link: PresignedUpload | null = links[index] ?? null;
        for (let attempt = 0; ; attempt += 1) {
          if (!link || isExpired(link, now())) {
            const [renewed] = await requestUploadLinks(api, variant, [option], signal);
            if (!renewed) throw new Error('the upload call answered no link');
            link = renewed;
          }
          try {
            await transport({
              url: resolveUrl(link.preSignedUrl),
              body: file,
              contentType: option.mimeType,
              signal,
              onProgress: (loaded, total) => uploadOptions.onProgress?.(index, loaded, total),
            });
            links[index] = link;
            return;
          } catch (error) {
            if (signal.aborted) throw signal.reason;
            if (error instanceof FileTransferError) error.fileIndex = index;
            if (!(error instanceof FileTransferError) || !error.retryable || attempt >= retries) throw error;
            if (error.linkRefused) link = null;
            await wait(backoff(attempt), signal);
          }
        }
      };
      await runPool(files.length, concurrency, sendFile, (error) => controller.abort(error));
      signal.throwIfAborted();

      const uploaded: UploadedFile[] = files.map((file, index) => ({
        index,
        key: (links[index] as PresignedUpload).key,
        fileName: file.name,
        mimeType: (declared[index] as PresignedUrlOption).mimeType,
        size: file.size,
      }));

      // Step 3: bind, once every file is stored.
      const bound: BoundFile[] = [];
      if (targets) {
        const bindList: FileBindItem[] = uploaded.map((file) => ({
          key: file.key,
          ...(targets[file.index] as FileBindTarget),
        }));
        for (const chunk of chunks(bindList)) bound.push(...(await bindFiles(api, variant, chunk, signal)));
      }
      return { files: uploaded, bound };
    } catch (error) {
      // A cancel surfaces as the caller's reason, whatever request it interrupted.
      if (callerSignal?.aborted) throw callerSignal.reason;
      throw error;
    } finally {
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  return { upload };
}

function targetOf(bind: UploadOptions['bind'], file: NamedBlob, index: number): FileBindTarget {
  if (typeof bind === 'function') return bind(file, index);
  if (Array.isArray(bind)) {
    const target = (bind as readonly FileBindTarget[])[index];
    if (!target) throw new RangeError(`no bind target for file ${index} (${file.name})`);
    return target;
  }
  return bind as FileBindTarget;
}

function isExpired(link: PresignedUpload, now: number): boolean {
  const expiresAt = parseInstant(link.expirationTime);
  return expiresAt !== null && now >= expiresAt.getTime() - LINK_SAFETY_MARGIN_MS;
}

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += MAX_FILES_PER_CALL) {
    result.push(items.slice(start, start + MAX_FILES_PER_CALL));
  }
  return result;
}

/**
 * Runs `task(0..count-1)` with at most `limit` at once. The first failure is reported through
 * `onFailure` (which aborts the others) and rejects once every started task has settled.
 */
async function runPool(
  count: number,
  limit: number,
  task: (index: number) => Promise<void>,
  onFailure: (error: unknown) => void,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (failure === null && next < count) {
      const index = next;
      next += 1;
      try {
        await task(index);
      } catch (error) {
        if (failure === null) {
          failure = { error };
          onFailure(error);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  if (failure !== null) throw (failure as { error: unknown }).error;
}

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
