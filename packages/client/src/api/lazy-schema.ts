import type { ResponseSchema } from './api-request.ts';

/** A contract that loads on demand; `preload` starts the load alongside the request. */
export interface LazySchema<T> extends ResponseSchema<T> {
  preload(): void;
}

/**
 * A contract loaded with the first answer it checks, e.g.
 * `lazySchema(() => import('@baro/core/contracts/users').then((m) => m.userProfileSchema))`:
 * the kit's own calls (the signed-in user) would otherwise put zod and the contract on every
 * app's first page (issue 12). A failed load is tried again by the next answer.
 */
export function lazySchema<T>(load: () => Promise<ResponseSchema<T>>): LazySchema<T> {
  let loading: Promise<ResponseSchema<T>> | undefined;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    preload() {
      // A failure here is seen again, and reported, by the parse that needs the schema.
      start().catch(() => {});
    },
    async parse(data) {
      return (await start()).parse(data);
    },
  };
}
