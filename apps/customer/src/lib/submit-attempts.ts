import { useRef } from 'react';

/** A new random key: 1–255 visible ASCII characters, as the server accepts. */
export function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `key-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The `Idempotency-Key` of each submit attempt of one form. A retry of the same body (after a
 * timeout, a lost answer, a server error) reuses the key, so the server answers what it may
 * already have made instead of making it twice; a changed body is a new request with a new
 * key (the server refuses a key reused for another body). After a success the next submit is new.
 */
export class SubmitAttempts {
  private last: { readonly body: string; readonly key: string } | null = null;
  private readonly createKey: () => string;

  constructor(createKey: () => string = newIdempotencyKey) {
    this.createKey = createKey;
  }

  /** The key for sending `body` now. */
  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.last?.body === text) return this.last.key;
    const key = this.createKey();
    this.last = { body: text, key };
    return key;
  }

  /** The request went through: the next submit is a new request. */
  succeeded(): void {
    this.last = null;
  }
}

/** One {@link SubmitAttempts} for the life of a form. */
export function useSubmitAttempts(): SubmitAttempts {
  const attempts = useRef<SubmitAttempts | null>(null);
  attempts.current ??= new SubmitAttempts();
  return attempts.current;
}
