import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../http/app-error.ts';

// OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing is the costly part of a login, so it is capped: at most `concurrency` hashes run at once
 * and at most `maxQueue` wait; a flood beyond that is refused at once (503) instead of piling up
 * memory and latency for everyone.
 */
export class PasswordHasher {
  readonly #concurrency: number;
  readonly #maxQueue: number;
  #running = 0;
  readonly #waiting: Array<() => void> = [];
  #dummyHash: Promise<string> | undefined;

  constructor(options: { concurrency: number; maxQueue?: number }) {
    this.#concurrency = options.concurrency;
    this.#maxQueue = options.maxQueue ?? options.concurrency * 16;
  }

  hash(password: string): Promise<string> {
    return this.#limited(() => hash(password, OPTIONS));
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.#limited(() => verify(passwordHash, password).catch(() => false));
  }

  /** Spends the same effort as a real check, so an unknown account answers in similar time. */
  async verifyAgainstNothing(password: string): Promise<false> {
    this.#dummyHash ??= hash('baro-no-such-account', OPTIONS);
    await this.verify(await this.#dummyHash, password);
    return false;
  }

  async #limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#concurrency) {
      if (this.#waiting.length >= this.#maxQueue) throw new AppError('SERVICE_UNAVAILABLE');
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
