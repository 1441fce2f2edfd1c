import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SIGNATURE_TOLERANCE_SECONDS } from '@baro/core';

// `Baro-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` — the scheme
// payment providers made familiar: the timestamp is signed with the body, so a captured request
// cannot be replayed later, and a receiver compares in constant time.

/** A new endpoint secret: `whsec_` + 32 random bytes in base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signWebhook(secret: string, timestampSeconds: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${digest}`;
}

/**
 * What a receiver does: parse the header, recompute over the raw body, refuse a timestamp further
 * than the tolerance from now. Exported for tests and as the reference for customers.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  body: string,
  now: Date,
  toleranceSeconds = WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = signWebhook(secret, timestamp, body).split('v1=')[1] ?? '';
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}
