import { DEFAULT_LANGUAGE, type Language, parseLanguage } from '../i18n/language.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
import type { ErrorCode } from './error-codes.ts';

/**
 * The messages of the codes a browser client can make up itself, with no answer from the API to
 * read one from: a timeout, no network, a proxy's non-JSON answer mapped from its status
 * (`codeForStatus` in @baro/client) and a file refused before upload (checkUploadFile). They ship
 * on every app's first page; the catalogue (error-catalog.ts) takes these entries from here, and
 * its other messages load when an app needs them (issue 12).
 */
export const CLIENT_ERROR_MESSAGES = deepFreeze({
  VALIDATION_FAILED: {
    ko: '입력한 내용을 다시 확인해 주세요.',
    en: 'Some fields are invalid. Please check and try again.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    ko: '지원하지 않는 요청 형식입니다.',
    en: 'This content type is not supported.',
  },
  PAYLOAD_TOO_LARGE: {
    ko: '요청 데이터가 너무 큽니다.',
    en: 'The request is too large.',
  },
  NOT_FOUND: {
    ko: '요청하신 정보를 찾을 수 없습니다.',
    en: 'The requested item could not be found.',
  },
  METHOD_NOT_ALLOWED: {
    ko: '허용되지 않는 요청 방식입니다.',
    en: 'This request method is not allowed here.',
  },
  UNAUTHORIZED: {
    ko: '로그인이 필요합니다.',
    en: 'Please log in to continue.',
  },
  FORBIDDEN: {
    ko: '이 작업을 수행할 권한이 없습니다.',
    en: 'You do not have permission to do this.',
  },
  RATE_LIMITED: {
    ko: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Too many requests. Please wait a moment and try again.',
  },
  CONFLICT: {
    ko: '다른 변경 사항과 충돌했습니다. 새로고침한 뒤 다시 시도해 주세요.',
    en: 'This conflicts with another change. Please refresh and try again.',
  },
  LINK_EXPIRED: {
    ko: '링크가 만료되었습니다. 다시 요청해 주세요.',
    en: 'This link has expired. Please request a new one.',
  },
  REQUEST_TIMEOUT: {
    ko: '요청 시간이 초과되었습니다. 다시 시도해 주세요.',
    en: 'The request timed out. Please try again.',
  },
  SERVICE_UNAVAILABLE: {
    ko: '서비스를 일시적으로 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    en: 'The service is temporarily unavailable. Please try again shortly.',
  },
  INTERNAL_ERROR: {
    ko: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Something went wrong. Please try again later.',
  },
  FILE_TYPE_NOT_ALLOWED: {
    ko: '허용되지 않는 파일 형식입니다.',
    en: 'This file type is not allowed.',
  },
  FILE_TOO_LARGE: {
    ko: '파일 크기가 허용 한도를 초과했습니다.',
    en: 'The file is too large.',
  },
} as const satisfies Partial<Record<ErrorCode, Readonly<Record<Language, string>>>>);

/** A code whose message is always on hand in a browser app. */
export type ClientErrorCode = keyof typeof CLIENT_ERROR_MESSAGES;

/** The message of a client code in the given language (`ko` when the language is unknown). */
export function getClientErrorMessage(code: ClientErrorCode, lang: unknown = DEFAULT_LANGUAGE): string {
  return CLIENT_ERROR_MESSAGES[code][parseLanguage(lang)];
}

/** True when the code's message is always on hand (see CLIENT_ERROR_MESSAGES). */
export function isClientErrorCode(code: string): code is ClientErrorCode {
  return Object.hasOwn(CLIENT_ERROR_MESSAGES, code);
}
