import type { FetchLike } from '../api/send-request.ts';

/** One call the client made, as the server would see it. */
export interface RecordedCall {
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON body parsed, the raw body otherwise. */
  readonly body: unknown;
}

export type FakeHandler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * A stand-in for `fetch` that records every call and answers through `handler`. Like the real
 * one, it rejects with the signal's reason when the request is aborted before the answer.
 */
export function createFakeFetch(handler: FakeHandler): FetchLike & { readonly calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetch = (url: string, init: RequestInit): Promise<Response> => {
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined),
    };
    calls.push(call);
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      Promise.resolve()
        .then(() => handler(call))
        .then(resolve, reject);
    });
  };
  return Object.assign(fetch, { calls });
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A promise with its resolve exposed, to hold an answer back until the test lets it go. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
