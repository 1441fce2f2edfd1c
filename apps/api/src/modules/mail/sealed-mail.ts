import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { RenderedMail } from './render-mail.ts';

/** What a secret looks like where staff can read a message (the outbox list). */
export const REDACTED = '[redacted]';

/**
 * The key that seals deliverable copies of messages with secrets: derived from the access-token
 * key, like the storage signing key, so every process sharing JWT_SECRET can deliver what another
 * queued, and a sealed message is never mistaken for a token or a signed URL.
 */
export function mailSealingKey(jwtSecret: Uint8Array): Uint8Array {
  return new Uint8Array(createHmac('sha256', jwtSecret).update('baro outbox sealing v1').digest());
}

/** The message with every secret replaced by REDACTED: what the outbox shows. */
export function redactMail(mail: RenderedMail, secrets: readonly string[]): RenderedMail {
  const redact = (text: string) =>
    secrets.reduce((result, secret) => (secret ? result.replaceAll(secret, REDACTED) : result), text);
  return { subject: redact(mail.subject), text: redact(mail.text), html: redact(mail.html) };
}

/** AES-256-GCM over the deliverable text and HTML: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealMail(mail: RenderedMail, key: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([
    cipher.update(JSON.stringify({ text: mail.text, html: mail.html })),
    cipher.final(),
  ]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The sealed text and HTML, or null when the seal is not ours (another key, altered). */
export function openSealedMail(sealed: string, key: Uint8Array): { text: string; html: string } | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
    const parsed = JSON.parse(plain.toString('utf8')) as { text?: unknown; html?: unknown };
    return typeof parsed.text === 'string' && typeof parsed.html === 'string'
      ? { text: parsed.text, html: parsed.html }
      : null;
  } catch {
    return null;
  }
}
