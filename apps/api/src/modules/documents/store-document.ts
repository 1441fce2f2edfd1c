import { randomBytes } from 'node:crypto';
import { type DownloadLink, FILE_LINK_TTL_SECONDS, fileKeySchema, toSeoulDateString } from '@baro/core';
import type { ObjectStorage } from '../../storage/object-storage.ts';

// A rendered document goes to private storage under an unguessable key and leaves as a signed,
// expiring download link, the same link shape every file download answers with.

export interface StoreDocumentDeps {
  storage: ObjectStorage;
  now: () => Date;
}

export interface DocumentToStore {
  bytes: Uint8Array;
  /** The name the browser saves it under (Korean is fine), e.g. '견적서_Q-2026-0001.pdf'. */
  fileName: string;
  contentType: string;
  /** Link lifetime, at most FILE_LINK_TTL_SECONDS (the default). */
  expiresInSeconds?: number;
}

/** `doc/<yyyy>/<mm>/<32 hex>`: the month in Asia/Seoul, 128 random bits. */
export function documentKey(now: Date): string {
  const [year, month] = toSeoulDateString(now).split('-');
  return fileKeySchema.parse(`doc/${year}/${month}/${randomBytes(16).toString('hex')}`);
}

export async function storeDocument(
  deps: StoreDocumentDeps,
  document: DocumentToStore,
): Promise<DownloadLink> {
  if (document.bytes.byteLength === 0) throw new Error('refusing to store an empty document');
  const expiresInSeconds = Math.min(
    document.expiresInSeconds ?? FILE_LINK_TTL_SECONDS,
    FILE_LINK_TTL_SECONDS,
  );
  const key = documentKey(deps.now());
  await deps.storage.put(key, document.bytes, document.contentType);
  const link = await deps.storage.presignDownload({
    key,
    fileName: document.fileName,
    contentType: document.contentType,
    expiresInSeconds,
  });
  return { preSignedUrl: link.url, expirationTime: link.expiresAt.toISOString() };
}
