import type { ApiBaseName } from '../app-config/api-bases.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One query value; null and undefined leave the parameter out, arrays repeat it (`a=1&a=2`). */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/**
 * Anything with zod's `parse`: the success body is checked against the contract in `@baro/core`.
 * It may answer a promise: `lazySchema` loads a contract with the first call that needs it.
 */
export interface ResponseSchema<T> {
  parse(data: unknown): T | Promise<T>;
}

/** One call through the API client. */
export interface ApiRequest<T = unknown> {
  /** Which API base (SPEC §7) the path is under. */
  readonly base: ApiBaseName;
  readonly method: HttpMethod;
  /** The path under the base, as SPEC §7 writes it (`/auth/find/password`, `file/download`). */
  readonly path: string;
  readonly query?: QueryParams;
  /**
   * Sent as JSON with `content-type: application/json`; FormData, Blob, ArrayBuffer and
   * URLSearchParams are sent as they are and the browser sets their content type.
   */
  readonly body?: unknown;
  /** Parses the success body; without one the body is returned as it came (typed `T` on trust). */
  readonly schema?: ResponseSchema<T>;
  /** Aborts the call; the promise then rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** Extra headers (e.g. `idempotency-key`), applied over the common ones. */
  readonly headers?: Readonly<Record<string, string>>;
}
