import { DOWNLOAD_LINK_EXPIRY_MARGIN_MS } from '../constants/network.ts';
import { parseInstant } from '../dates/parse-instant.ts';

/**
 * When a presigned download link should be treated as expired (SPEC §3, §9): 60 seconds before
 * the server's `expirationTime`, so a link is never handed out that dies mid-download.
 * Accepts an ISO string, a Date or epoch ms; invalid input gives null.
 */
export function getDownloadLinkExpiry(expirationTime: unknown): Date | null {
  const expiresAt = parseInstant(expirationTime);
  return expiresAt ? parseInstant(expiresAt.getTime() - DOWNLOAD_LINK_EXPIRY_MARGIN_MS) : null;
}
