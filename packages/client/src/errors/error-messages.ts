import { type ErrorCode, getClientErrorMessage, isClientErrorCode, type Language } from '@baro/core';

type ErrorCatalog = typeof import('@baro/core/error-catalog').ERROR_CATALOG;

let catalog: ErrorCatalog | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads every error message (a chunk of its own, ~5 kB) so that `errorMessageOf` knows them all.
 * The API answers in the caller's language, so an app needs the catalogue only to translate an
 * answer that arrived in the language it just left: `setLanguage` waits for it. Never rejects; a
 * failed load is tried again by the next call.
 */
export function loadErrorMessages(): Promise<void> {
  loading ??= import('@baro/core/error-catalog').then(
    (module) => {
      catalog = module.ERROR_CATALOG;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/**
 * The catalogue's message for `code` in `language`: any code once `loadErrorMessages` has run,
 * else only the codes the client makes up itself (CLIENT_ERROR_MESSAGES); null when not on hand.
 */
export function errorMessageOf(code: ErrorCode, language: Language): string | null {
  if (catalog) return catalog[code][language];
  return isClientErrorCode(code) ? getClientErrorMessage(code, language) : null;
}
