import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Opaque refresh tokens: 256 random bits, stored only as a SHA-256 hash. A token's successor is
 * derived from it with a keyed HMAC rather than drawn at random, so that within the grace window
 * the previous token can be answered with the very same successor although only hashes are kept
 * (two tabs refreshing at once must end up holding one live token).
 */
export class RefreshTokens {
  readonly #key: Buffer;

  constructor(secret: Uint8Array) {
    this.#key = createHmac('sha256', secret).update('baro refresh-token successor v1').digest();
  }

  generate(): string {
    return randomBytes(32).toString('base64url');
  }

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  successorOf(token: string): string {
    return createHmac('sha256', this.#key).update(token).digest('base64url');
  }
}
