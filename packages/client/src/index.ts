// The package's only barrel (STYLE: barrels only at package entries). App names and
// environments themselves come from @baro/core.

export type { ApiRequest, HttpMethod, QueryParams, QueryValue, ResponseSchema } from './api/api-request.ts';
export { API_KEY_HEADER, DEFAULT_LOCALE, DEFAULT_REGION } from './api/build-request-headers.ts';
export type { ApiCallOptions, ApiClient, ApiClientOptions } from './api/create-api-client.ts';
export { createApiClient } from './api/create-api-client.ts';
export {
  ApiError,
  NetworkError,
  RequestError,
  type RequestTarget,
  RequestTimeoutError,
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
export { buildLoginUrl, LOGIN_PATH } from './session/build-login-url.ts';
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
