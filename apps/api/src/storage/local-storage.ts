import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { mimeEssenceOf } from '@baro/core';
import { AppError } from '../http/app-error.ts';
import type { ObjectStorage, SignedUrl } from './object-storage.ts';
import { isSignatureValid, type SignedOperation, signUrlParameters } from './signed-url.ts';

// The embedded default: objects are files under `rootDir` (DATA_DIR/files), and the API itself
// serves the signed URLs (storage.routes.ts). A URL is good for one operation on one key until
// its expiry; the upload URL also fixes the content type and the exact size. Objects are written
// to a temporary file and moved into place only once complete, so a reader never sees half a file,
// and an upload never replaces an object that is already there (a bound file's bytes cannot be
// swapped after binding checked them).

export interface LocalStorageOptions {
  rootDir: string;
  /** The HMAC key of the signed URLs. */
  secret: Uint8Array | string;
  /** Where clients reach this API (`https://baro.example`); the URLs start with it. */
  publicBaseUrl: string;
  now: () => Date;
}

/** The query of a signed upload URL (`PUT /api/storage/upload`). */
export interface UploadQuery {
  key?: string;
  type?: string;
  size?: string;
  expires?: string;
  signature?: string;
}

/** The query of a signed download URL (`GET /api/storage/download`). */
export interface DownloadQuery {
  key?: string;
  name?: string;
  type?: string;
  expires?: string;
  signature?: string;
}

/** Keys the local driver will map to paths: no absolute paths, no `.`/`..` segments, no empty segments. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;
const TEMP_DIR = '.tmp';

function assertSafeKey(key: string): void {
  if (
    key.length > 512 ||
    !SAFE_KEY.test(key) ||
    key.split('/').some((part) => part === '..' || part === '.')
  ) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export class LocalStorage implements ObjectStorage {
  readonly driver = 'local' as const;
  readonly rootDir: string;
  readonly #secret: Uint8Array;
  readonly #baseUrl: string;
  readonly #now: () => Date;

  constructor(options: LocalStorageOptions) {
    this.rootDir = options.rootDir;
    this.#secret =
      typeof options.secret === 'string' ? new TextEncoder().encode(options.secret) : options.secret;
    this.#baseUrl = options.publicBaseUrl.replace(/\/+$/, '');
    this.#now = options.now;
  }

  #path(key: string): string {
    assertSafeKey(key);
    return join(this.rootDir, key);
  }

  #url(operation: SignedOperation, params: Record<string, string>, signed: string[]): string {
    const query = new URLSearchParams({
      ...params,
      signature: signUrlParameters(this.#secret, operation, signed),
    });
    return `${this.#baseUrl}/api/storage/${operation}?${query.toString()}`;
  }

  #expiry(expiresInSeconds: number): Date {
    return new Date(this.#now().getTime() + Math.max(1, Math.floor(expiresInSeconds)) * 1000);
  }

  async presignUpload(input: {
    key: string;
    contentType: string;
    size: number;
    expiresInSeconds: number;
  }): Promise<SignedUrl> {
    assertSafeKey(input.key);
    const expiresAt = this.#expiry(input.expiresInSeconds);
    const values = [
      input.key,
      mimeEssenceOf(input.contentType),
      String(input.size),
      String(expiresAt.getTime()),
    ];
    const url = this.#url(
      'upload',
      {
        key: values[0] as string,
        type: values[1] as string,
        size: values[2] as string,
        expires: values[3] as string,
      },
      values,
    );
    return { url, expiresAt };
  }

  async presignDownload(input: {
    key: string;
    fileName: string;
    contentType: string;
    expiresInSeconds: number;
  }): Promise<SignedUrl> {
    assertSafeKey(input.key);
    const expiresAt = this.#expiry(input.expiresInSeconds);
    const values = [input.key, input.fileName, input.contentType, String(expiresAt.getTime())];
    const url = this.#url(
      'download',
      {
        key: values[0] as string,
        name: values[1] as string,
        type: values[2] as string,
        expires: values[3] as string,
      },
      values,
    );
    return { url, expiresAt };
  }

  /**
   * Checks a signed URL's query: a missing part or a signature that does not match → LINK_INVALID
   * (403), a good signature past its expiry → LINK_EXPIRED (410).
   */
  #verify(
    operation: SignedOperation,
    values: (string | undefined)[],
    expires: string | undefined,
    signature?: string,
  ) {
    if (
      values.some((value) => value === undefined) ||
      !signature ||
      !expires ||
      !/^\d{1,16}$/.test(expires)
    ) {
      throw new AppError('LINK_INVALID');
    }
    if (!isSignatureValid(this.#secret, operation, [...(values as string[]), expires], signature)) {
      throw new AppError('LINK_INVALID');
    }
    if (this.#now().getTime() > Number(expires)) throw new AppError('LINK_EXPIRED');
  }

  verifyUpload(query: UploadQuery): { key: string; contentType: string; size: number } {
    this.#verify('upload', [query.key, query.type, query.size], query.expires, query.signature);
    const key = query.key as string;
    assertSafeKey(key);
    return { key, contentType: query.type as string, size: Number(query.size) };
  }

  verifyDownload(query: DownloadQuery): { key: string; fileName: string; contentType: string } {
    this.#verify('download', [query.key, query.name, query.type], query.expires, query.signature);
    const key = query.key as string;
    assertSafeKey(key);
    return { key, fileName: query.name as string, contentType: query.type as string };
  }

  /**
   * Stores exactly `size` bytes from `body` under `key` if nothing is stored there yet. More or
   * fewer bytes → FILE_SIZE_MISMATCH and nothing is stored; an existing object → CONFLICT.
   */
  async writeUpload(key: string, body: Readable | undefined, size: number): Promise<void> {
    const target = this.#path(key);
    const temp = await this.#tempFile();
    const out = createWriteStream(temp, { flags: 'wx' });
    let received = 0;
    try {
      if (body) {
        // Not destroyed on an early exit: the request stays answerable (400), the rest is discarded.
        for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
          received += chunk.length;
          if (received > size) throw new AppError('FILE_SIZE_MISMATCH');
          if (!out.write(chunk)) await once(out, 'drain');
        }
      }
      out.end();
      await finished(out);
      if (received !== size) throw new AppError('FILE_SIZE_MISMATCH');
      await mkdir(dirname(target), { recursive: true });
      // link() fails when the target exists: create-if-absent in one step, no overwrite.
      await link(temp, target).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? new AppError('CONFLICT') : error;
      });
    } finally {
      // The file may still be opening; let it close before removing it.
      if (!out.closed) {
        const closed = once(out, 'close');
        out.destroy();
        await closed.catch(() => {});
      }
      await unlink(temp).catch(() => {});
    }
  }

  /** The object's bytes as a stream with its size, or null when there is none. */
  async openRead(key: string): Promise<{ stream: Readable; size: number } | null> {
    const path = this.#path(key);
    try {
      const handle = await open(path, 'r');
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async #tempFile(): Promise<string> {
    const dir = join(this.rootDir, TEMP_DIR);
    await mkdir(dir, { recursive: true });
    return join(dir, randomBytes(16).toString('hex'));
  }

  async put(key: string, body: Uint8Array, _contentType: string): Promise<void> {
    const target = this.#path(key);
    const temp = await this.#tempFile();
    try {
      await writeFile(temp, body, { flag: 'wx' });
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    } finally {
      await unlink(temp).catch(() => {});
    }
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.#path(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readStart(key: string, length: number): Promise<Uint8Array> {
    let handle: Awaited<ReturnType<typeof open>> | undefined;
    try {
      handle = await open(this.#path(key), 'r');
      const buffer = Buffer.alloc(length);
      let filled = 0;
      while (filled < length) {
        const { bytesRead } = await handle.read(buffer, filled, length - filled, filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return new Uint8Array(buffer.buffer, buffer.byteOffset, filled);
    } catch (error) {
      if (isMissing(error)) return new Uint8Array();
      throw error;
    } finally {
      await handle?.close();
    }
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.#path(key)));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }
}

/** The local-disk driver (see LocalStorage). */
export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  return new LocalStorage(options);
}
