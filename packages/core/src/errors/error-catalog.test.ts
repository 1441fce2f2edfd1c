import { describe, expect, it } from 'vitest';
import {
  CLIENT_ERROR_MESSAGES,
  type ClientErrorCode,
  getClientErrorMessage,
} from './client-error-messages.ts';
import { ERROR_CATALOG, getErrorMessage, getErrorStatus } from './error-catalog.ts';
import { ERROR_CODES, type ErrorCode, isErrorCode } from './error-codes.ts';

const REQUIRED: Record<string, number> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  UNAUTHORIZED: 401,
  INVALID_TOKEN: 401,
  FORBIDDEN: 403,
  INVALID_CREDENTIALS: 401,
  WRONG_PASSWORD: 400,
  TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  SESSION_REVOKED: 401,
  SESSION_EXPIRED: 401,
  ACCOUNT_DISABLED: 401,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  INVALID_STATE_TRANSITION: 409,
  INVITATION_EXPIRED: 410,
  ALREADY_TEAM_MEMBER: 409,
  ALREADY_INVITED: 409,
  INVITEE_NOT_CUSTOMER: 409,
  MASTER_MUST_TRANSFER: 409,
  MILESTONE_OUT_OF_ORDER: 409,
  MILESTONE_IN_FUTURE: 400,
  MILESTONE_ALREADY_RECORDED: 409,
  SHIPMENT_COMPLETED: 409,
  BID_CLOSED: 409,
  BID_HAS_NO_QUOTES: 409,
  QUOTE_EXPIRED: 409,
  RATE_IMPORT_INVALID: 400,
  LOCATION_IN_USE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  FILE_TYPE_NOT_ALLOWED: 400,
  FILE_TOO_LARGE: 413,
  FILE_CONTENT_MISMATCH: 400,
  FILE_ALREADY_BOUND: 409,
  LINK_EXPIRED: 410,
  LINK_INVALID: 403,
  FILE_SIZE_MISMATCH: 400,
  FILE_NOT_UPLOADED: 409,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

describe('ERROR_CATALOG', () => {
  it.each(Object.entries(REQUIRED))('has %s with status %i', (code, status) => {
    expect(isErrorCode(code)).toBe(true);
    expect(ERROR_CATALOG[code as ErrorCode].status).toBe(status);
  });

  it.each([...ERROR_CODES])(
    '%s is UPPER_SNAKE with an error status and Korean and English messages',
    (code) => {
      const { status, ko, en } = ERROR_CATALOG[code];
      expect(code).toMatch(/^[A-Z]+(?:_[A-Z]+)*$/);
      expect(Number.isInteger(status) && status >= 400 && status <= 599).toBe(true);
      expect(ko).toMatch(/[가-힣]/);
      expect(ko).toMatch(/(니다|세요)\.$/);
      expect(en).toMatch(/^[A-Z][ -~]+\.$/);
    },
  );

  it('has a distinct message for every code in each language', () => {
    expect(new Set(ERROR_CODES.map((code) => ERROR_CATALOG[code].ko)).size).toBe(ERROR_CODES.length);
    expect(new Set(ERROR_CODES.map((code) => ERROR_CATALOG[code].en)).size).toBe(ERROR_CODES.length);
  });

  it('ERROR_CODES lists the catalogue keys', () => {
    expect([...ERROR_CODES].sort()).toEqual(Object.keys(ERROR_CATALOG).sort());
  });

  it('is frozen all the way down', () => {
    expect(Object.isFrozen(ERROR_CATALOG)).toBe(true);
    expect(Object.isFrozen(ERROR_CATALOG.NOT_FOUND)).toBe(true);
    expect(Object.isFrozen(ERROR_CODES)).toBe(true);
  });
});

describe('CLIENT_ERROR_MESSAGES', () => {
  it.each(Object.keys(CLIENT_ERROR_MESSAGES) as ClientErrorCode[])(
    '%s says what the catalogue says, in both languages',
    (code) => {
      expect(ERROR_CATALOG[code].ko).toBe(getClientErrorMessage(code, 'ko'));
      expect(ERROR_CATALOG[code].en).toBe(getClientErrorMessage(code, 'en'));
    },
  );

  it('holds the messages a browser client makes up itself', () => {
    for (const code of [
      'INTERNAL_ERROR',
      'REQUEST_TIMEOUT',
      'SERVICE_UNAVAILABLE',
      'LINK_EXPIRED',
    ] as const) {
      expect(getClientErrorMessage(code, 'fr')).toBe(ERROR_CATALOG[code].ko);
    }
  });
});

describe('isErrorCode', () => {
  it.each(['not_found', 'NOT FOUND', 'toString', '__proto__', 'constructor', '', null, undefined, 404, {}])(
    'refuses %s',
    (value) => {
      expect(isErrorCode(value)).toBe(false);
    },
  );
});

describe('getErrorMessage and getErrorStatus', () => {
  it('pick the language, falling back to Korean', () => {
    expect(getErrorMessage('EMAIL_TAKEN', 'ko')).toBe('이미 사용 중인 이메일 주소입니다.');
    expect(getErrorMessage('EMAIL_TAKEN', 'en')).toBe('This email address is already in use.');
    expect(getErrorMessage('EMAIL_TAKEN', 'en-US')).toBe('This email address is already in use.');
    expect(getErrorMessage('EMAIL_TAKEN', 'fr')).toBe('이미 사용 중인 이메일 주소입니다.');
    expect(getErrorMessage('EMAIL_TAKEN')).toBe('이미 사용 중인 이메일 주소입니다.');
  });

  it('answer unknown codes as an internal error', () => {
    expect(getErrorMessage('NOPE', 'en')).toBe(ERROR_CATALOG.INTERNAL_ERROR.en);
    expect(getErrorMessage(null, 'ko')).toBe(ERROR_CATALOG.INTERNAL_ERROR.ko);
    expect(getErrorStatus('NOPE')).toBe(500);
    expect(getErrorStatus('LINK_EXPIRED')).toBe(410);
  });
});
