// The package's entry (STYLE: barrels only at package entries): the runtime every Baro web app
// composes — configuration, API client, session, i18n, error text, query client and keys, the
// request-state slices, and the requests the kit itself makes. App names and environments come
// from @baro/core. Tests import `@baro/client/testing`.

export {
  getMe,
  meQueryOptions,
  useMe,
} from './account/get-me.ts';
export { logout, type SignOutSteps, useSignOut } from './account/logout.ts';

export type { ApiRequest, HttpMethod, QueryParams, QueryValue, ResponseSchema } from './api/api-request.ts';
export { API_KEY_HEADER, DEFAULT_LOCALE, DEFAULT_REGION } from './api/build-request-headers.ts';
export type { ApiCallOptions, ApiClient, ApiClientOptions } from './api/create-api-client.ts';
export { createApiClient } from './api/create-api-client.ts';
export { type AppApi, type AppApiOptions, createAppApi } from './api/create-app-api.ts';
export {
  type BrowserApiClientOptions,
  type CaptureMessage,
  createBrowserApiClient,
  type LocationLike,
  redirectToLogin,
} from './api/create-browser-api-client.ts';
export { type LazySchema, lazySchema } from './api/lazy-schema.ts';
export {
  ApiError,
  NetworkError,
  RequestError,
  type RequestTarget,
  RequestTimeoutError,
  throttledForSeconds,
} from './api/request-errors.ts';
export type { FetchLike } from './api/send-request.ts';
export {
  isTimeoutReportSuppressed,
  TIMEOUT_REPORT_SUPPRESSED,
  type TimeoutReport,
} from './api/timeout-reporting.ts';
export { API_BASE_NAMES, type ApiBaseName, apiBaseSettingName } from './app-config/api-bases.ts';
export { REQUIRED_API_BASES } from './app-config/app-variants.ts';
export { ConfigError, type ConfigProblem } from './app-config/config-error.ts';
export { type AppConfig, type AppEnv, resolveAppConfig } from './app-config/resolve-app-config.ts';
export { type AuthState, authSlice, selectFindPassword } from './auth/auth-slice.ts';
export { type FindPasswordRequest, findPassword, requestFindPassword } from './auth/find-password.ts';
export {
  type BuildInfo,
  buildInfo,
  buildRelease,
  logBuildInfo,
  UNKNOWN_BUILD_INFO,
} from './build-info/build-info.ts';
export {
  createDownloadLinks,
  type DownloadLinkEntryLike,
  type DownloadLinkOutcome,
  type DownloadLinkResult,
  type DownloadLinkStore,
  type DownloadLinks,
  type DownloadLinksOptions,
  isDownloadLinkUsable,
} from './downloads/create-download-links.ts';
export {
  type DownloadDocument,
  type StartDownloadOptions,
  startDownload,
} from './downloads/start-download.ts';
export {
  captureMessage,
  initErrorTracking,
  resetErrorTracking,
  trackRouter,
} from './error-tracking/error-tracking.ts';
// Types only: the options load with the SDK, when a DSN is configured (sentry-options.ts).
export type { IntegrationFactories, SentrySdk, SentrySettings } from './error-tracking/sentry-options.ts';
export { errorMessageOf, loadErrorMessages } from './errors/error-messages.ts';
export { getErrorText, toErrorBody } from './errors/get-error-text.ts';
export { useErrorText } from './errors/use-error-text.ts';
export {
  createFileUploader,
  type FileBindTarget,
  FileCheckError,
  type FileUploader,
  type FileUploaderOptions,
  type NamedBlob,
  type UploadedFile,
  type UploadOptions,
  type UploadResult,
} from './files/create-file-uploader.ts';
export {
  bindFiles,
  deleteFile,
  fileDownloadRequest,
  requestUploadLinks,
  UPLOAD_VARIANTS,
  type UploadVariant,
} from './files/file-calls.ts';
export {
  createXhrTransport,
  FileTransferError,
  type UploadPut,
  type UploadTransport,
  type XhrLike,
  type XhrTransportOptions,
} from './files/upload-transport.ts';
export { type FloorCredentials, floorLogin, useFloorLogin } from './floor/floor-login.ts';
export { appPathWithin, isFloorUser } from './floor/floor-user.ts';
export { SCAN_TONES, type ScanTone, scanFeedback } from './floor/scan-feedback.ts';
export type { CatalogShape, CatalogSource, KitCatalog } from './i18n/catalog.ts';
export {
  type CatalogPartLoaders,
  type CreateI18nOptions,
  createI18n,
  getLanguage,
  type I18n,
  loadCatalogParts,
  setLanguage,
  whenI18nReady,
} from './i18n/create-i18n.ts';
export {
  applyDocumentLanguage,
  LANGUAGE_STORAGE_KEY,
  type LanguageStorage,
  readStoredLanguage,
} from './i18n/language-preference.ts';
export { useDocumentLanguage } from './i18n/use-document-language.ts';
export { useDocumentTitle } from './i18n/use-document-title.ts';
export { useLanguage } from './i18n/use-language.ts';
export {
  type CacheLifetime,
  cacheFor,
  createQueryClient,
  createSecondaryQueryClient,
} from './query/create-query-client.ts';
export { createQueryKeys, defineQueryKeys, kitQueryKeys, type QueryKeys } from './query/query-keys.ts';
export { ApiClientProvider, type ApiClientProviderProps, useApiClient } from './react/api-client-context.tsx';
export { FloorUserContext, useFloorUser } from './react/floor-user.ts';
export { useNow } from './react/use-now.ts';
export {
  exchangeRatesQueryOptions,
  getExchangeRates,
  useExchangeRates,
} from './reference/get-exchange-rates.ts';
export {
  extraHolidaysQueryOptions,
  getExtraHolidays,
  useExtraHolidays,
} from './reference/get-extra-holidays.ts';
export { getLocation, locationQueryOptions, useLocation } from './reference/get-location.ts';
export {
  type LocationSearchParams,
  locationSearchQueryOptions,
  normalizeLocationSearch,
  searchLocations,
  useLocationSearch,
} from './reference/search-locations.ts';
export {
  type CreateRequestSliceOptions,
  createRequestSlice,
  type KeyedPayload,
  type RequestActions,
  type RequestSlice,
  type RequestSliceState,
} from './request-state/create-request-slice.ts';
export {
  finishLoading,
  type LoadingEntry,
  type LoadingState,
  type LoadingTarget,
  loadingSlice,
  selectIsLoading,
  startLoading,
} from './request-state/loading-slice.ts';
export {
  type DataOf,
  EMPTY_REQUEST_STATE,
  type RequestKey,
  type RequestState,
  type RequestStatus,
  type RequestTypeDefinition,
  type RequestTypeDefinitions,
  requestType,
} from './request-state/request-state.ts';
export { type RequestResult, type RunRequestOptions, runRequest } from './request-state/run-request.ts';
export { toFailureInfo } from './request-state/to-failure-info.ts';
export {
  buildLoginUrl,
  LOGIN_PATH,
  LOGIN_REASON_PARAM,
  SESSION_END_REASONS,
  type SessionEndReason,
  sessionEndReasonOf,
} from './session/build-login-url.ts';
export { createSession, type Session, useHasSession } from './session/create-session.ts';
export {
  createTokenStore,
  SESSION_STORAGE_KEYS,
  type StorageLike,
  type StoredTokens,
  type TokenLocation,
  type TokenStore,
  type TokenStoreOptions,
} from './session/token-store.ts';
export { type LockManagerLike, SESSION_REFRESH_LOCK } from './session/web-locks.ts';
