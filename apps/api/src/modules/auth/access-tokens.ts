import type { UserKind } from '@baro/core';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'baro';
const AUDIENCE = 'baro-api';
const TOKEN_TYPE = 'at+jwt';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  kind: UserKind;
}

export type VerifyResult =
  | { ok: true; claims: AccessClaims; expired: false }
  | { ok: true; claims: AccessClaims; expired: true }
  | { ok: false };

/**
 * Short-lived JWT access tokens. HS256 is pinned, and issuer, audience and type are checked, so a
 * token made for something else (or with `alg: none`) never passes.
 */
export class AccessTokens {
  readonly #secret: Uint8Array;
  readonly #ttlSeconds: number;
  readonly #now: () => Date;
  /**
   * Tokens already verified, until they expire: a signature check is the same answer every time
   * (the key never changes in a process), and it was a tenth of an authenticated read's CPU.
   * Only good tokens are kept, by their whole text; revocation is the session's business.
   */
  readonly #verified = new Map<string, { claims: AccessClaims; expiresMs: number }>();

  constructor(options: { secret: Uint8Array; ttlSeconds: number; now: () => Date }) {
    this.#secret = options.secret;
    this.#ttlSeconds = options.ttlSeconds;
    this.#now = options.now;
  }

  async sign(claims: AccessClaims): Promise<string> {
    const issuedAt = Math.floor(this.#now().getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, knd: claims.kind })
      .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.#ttlSeconds)
      .sign(this.#secret);
  }

  /** Verifies signature, issuer, audience and type; with `allowExpired`, an expired but genuine token passes. */
  async verify(token: string, options: { allowExpired?: boolean } = {}): Promise<VerifyResult> {
    const known = this.#verified.get(token);
    if (known && known.expiresMs > this.#now().getTime())
      return { ok: true, claims: known.claims, expired: false };
    try {
      const { payload } = await jwtVerify(token, this.#secret, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        typ: TOKEN_TYPE,
        currentDate: this.#now(),
        // A large tolerance stands for "ignore expiry" when the refresh call checks ownership.
        clockTolerance: options.allowExpired ? 10 * 365 * 24 * 3600 : 0,
      });
      const claims = toClaims(payload);
      if (!claims) return { ok: false };
      const expired = typeof payload.exp === 'number' && payload.exp * 1000 <= this.#now().getTime();
      if (!expired && typeof payload.exp === 'number') this.#remember(token, claims, payload.exp * 1000);
      return expired ? { ok: true, claims, expired: true } : { ok: true, claims, expired: false };
    } catch (error) {
      // An expired token is still worth telling apart from a forged one: the client refreshes it.
      if (error instanceof joseErrors.JWTExpired && !options.allowExpired) {
        const again = await this.verify(token, { allowExpired: true });
        return again.ok ? { ok: true, claims: again.claims, expired: true } : again;
      }
      if (error instanceof joseErrors.JOSEError) return { ok: false };
      throw error;
    }
  }

  #remember(token: string, claims: AccessClaims, expiresMs: number): void {
    if (this.#verified.size >= VERIFIED_TOKENS_KEPT) {
      // Oldest first: a token verified long ago is the likeliest to have expired.
      const oldest = this.#verified.keys().next().value;
      if (oldest !== undefined) this.#verified.delete(oldest);
    }
    this.#verified.set(token, { claims, expiresMs });
  }
}

const VERIFIED_TOKENS_KEPT = 10_000;

function toClaims(payload: Record<string, unknown>): AccessClaims | null {
  const { sub, sid, knd } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string') return null;
  if (knd !== 'customer' && knd !== 'staff' && knd !== 'partner' && knd !== 'worker') return null;
  return { userId: sub, sessionId: sid, kind: knd };
}
