import {
  DEFAULT_LANGUAGE,
  type ErrorBody,
  getClientErrorMessage,
  type Language,
  readErrorBody,
} from '@baro/core';
import { codeForStatus } from '../api/parse-error-response.ts';
import { RequestError, type RequestTarget } from '../api/request-errors.ts';

/** One PUT of a file's bytes to its presigned URL. */
export interface UploadPut {
  /** The presigned URL, absolute or root-relative; it carries its own signature (no bearer token). */
  readonly url: string;
  readonly body: Blob;
  /** The type the upload was declared with: the signature covers it, so it must be sent as is. */
  readonly contentType: string;
  readonly signal: AbortSignal;
  /** Bytes sent so far of `total`. */
  readonly onProgress: (loaded: number, total: number) => void;
}

/**
 * Sends one file's bytes. Resolves once the storage answered 2xx; rejects with a
 * {@link FileTransferError}, or with the signal's reason when aborted. The browser's
 * XMLHttpRequest by default ({@link createXhrTransport}: fetch reports no upload progress);
 * tests pass a stand-in.
 */
export type UploadTransport = (put: UploadPut) => Promise<void>;

/**
 * A PUT to a presigned URL failed. `status` is the storage's answer, null when none came (offline,
 * connection reset). `body` is in the API's error shape so request-state slices can store it.
 */
export class FileTransferError extends RequestError {
  override readonly name = 'FileTransferError';
  readonly status: number | null;
  /** Which file of the upload call failed; set by the uploader. */
  fileIndex: number | null = null;

  constructor(status: number | null, body: ErrorBody, target: RequestTarget, options?: ErrorOptions) {
    super(body, target, options);
    this.status = status;
  }

  /** The storage refused the link itself (expired or bad signature): a new link may succeed. */
  get linkRefused(): boolean {
    return this.status === 403 || this.status === 410;
  }

  /** Worth another attempt: no answer, a busy or failing server, or a refused link (re-signed first). */
  get retryable(): boolean {
    const { status } = this;
    return status === null || status === 408 || status === 429 || status >= 500 || this.linkRefused;
  }
}

/** The parts of XMLHttpRequest the transport uses. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

export interface XhrTransportOptions {
  /** Defaults to `new XMLHttpRequest()`. */
  readonly createXhr?: () => XhrLike;
  /** The language of the messages of failures the storage did not explain. */
  readonly getLanguage?: () => Language;
}

/** The default {@link UploadTransport}: XMLHttpRequest, for its upload progress events. */
export function createXhrTransport(options: XhrTransportOptions = {}): UploadTransport {
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest() as XhrLike);
  const getLanguage = options.getLanguage ?? (() => DEFAULT_LANGUAGE);

  return (put) =>
    new Promise<void>((resolve, reject) => {
      const { signal } = put;
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const target: RequestTarget = { method: 'PUT', url: put.url.split('?')[0] ?? put.url };
      const xhr = createXhr();
      const onAbort = () => xhr.abort();
      const settle = (outcome: () => void) => {
        signal.removeEventListener('abort', onAbort);
        xhr.upload.onprogress = null;
        xhr.onload = xhr.onerror = xhr.onabort = xhr.ontimeout = null;
        outcome();
      };

      xhr.open('PUT', put.url);
      xhr.setRequestHeader('Content-Type', put.contentType);
      xhr.upload.onprogress = (event) => {
        put.onProgress(event.loaded, event.lengthComputable ? event.total : put.body.size);
      };
      xhr.onload = () =>
        settle(() => {
          if (xhr.status >= 200 && xhr.status < 300) {
            put.onProgress(put.body.size, put.body.size);
            resolve();
          } else {
            reject(
              new FileTransferError(
                xhr.status,
                errorBodyOf(xhr.status, xhr.responseText, getLanguage()),
                target,
              ),
            );
          }
        });
      const failed = () =>
        settle(() => {
          if (signal.aborted) return reject(signal.reason);
          const language = getLanguage();
          reject(
            new FileTransferError(
              null,
              {
                code: 'SERVICE_UNAVAILABLE',
                message: getClientErrorMessage('SERVICE_UNAVAILABLE', language),
              },
              target,
            ),
          );
        });
      xhr.onerror = failed;
      xhr.ontimeout = failed;
      xhr.onabort = failed;
      signal.addEventListener('abort', onAbort, { once: true });
      xhr.send(put.body);
    });
}

/**
 * The storage's own error body when it answered in the API's shape (the local driver does),
 * else one made from the status (S3 answers XML).
 */
export function errorBodyOf(status: number, responseText: string, language: Language): ErrorBody {
  try {
    const parsed = readErrorBody(JSON.parse(responseText));
    if (parsed) return parsed;
  } catch {
    // Not JSON: fall through.
  }
  const code = status === 403 ? 'LINK_EXPIRED' : codeForStatus(status);
  return { code, message: getClientErrorMessage(code, language) };
}
