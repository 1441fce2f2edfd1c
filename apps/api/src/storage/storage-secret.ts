import { createHmac } from 'node:crypto';

/**
 * The key that signs the local driver's URLs: STORAGE_SIGNING_SECRET when set, otherwise derived
 * from the access-token key (itself configured or kept in the data directory), so it survives
 * restarts and is shared by every process that shares JWT_SECRET, without a second secret to manage.
 * Deriving keeps the two uses apart: a signed URL is never a valid token signature, nor the reverse.
 */
export function storageSigningSecret(configured: string | undefined, jwtSecret: Uint8Array): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  return new Uint8Array(createHmac('sha256', jwtSecret).update('baro storage url signing v1').digest());
}
