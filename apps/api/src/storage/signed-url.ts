import { createHmac, timingSafeEqual } from 'node:crypto';

// The local driver's signed URLs: every parameter that decides what the URL may do (operation,
// key, type, size or file name, expiry) is covered by one HMAC-SHA256, so changing any of them
// breaks the signature. The payload is a JSON array, so no value can be shifted into another.

export type SignedOperation = 'upload' | 'download';

export function signUrlParameters(secret: Uint8Array, operation: SignedOperation, values: string[]): string {
  return createHmac('sha256', secret)
    .update(JSON.stringify(['baro-storage-v1', operation, ...values]))
    .digest('base64url');
}

/** Constant-time comparison of a presented signature with the expected one. */
export function isSignatureValid(
  secret: Uint8Array,
  operation: SignedOperation,
  values: string[],
  presented: string,
): boolean {
  const expected = Buffer.from(signUrlParameters(secret, operation, values));
  const actual = Buffer.from(presented);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
