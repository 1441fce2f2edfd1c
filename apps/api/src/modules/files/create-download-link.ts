import { type DownloadLink, FILE_LINK_TTL_SECONDS } from '@baro/core';
import type { ObjectStorage } from '../../storage/object-storage.ts';

/**
 * SPEC §3's download link data for one stored object: a signed URL that answers the bytes as an
 * attachment named `fileName` (RFC 6266, Korean names intact) with `Cache-Control: no-store`, and
 * the instant it stops working (FILE_LINK_TTL_SECONDS from now). Used by the file download call
 * and by every module that hands out a rendered document (quotations, bid details, labels).
 */
export async function createDownloadLink(
  storage: ObjectStorage,
  now: () => Date,
  file: { key: string; fileName: string; contentType: string },
): Promise<DownloadLink> {
  const issuedAt = now();
  const signed = await storage.presignDownload({
    key: file.key,
    fileName: file.fileName,
    contentType: file.contentType,
    expiresInSeconds: FILE_LINK_TTL_SECONDS,
  });
  // The driver's own expiry, but never later than the TTL from this clock.
  const latest = issuedAt.getTime() + FILE_LINK_TTL_SECONDS * 1000;
  const expiresAt = Math.min(signed.expiresAt.getTime(), latest);
  return { preSignedUrl: signed.url, expirationTime: new Date(expiresAt).toISOString() };
}
