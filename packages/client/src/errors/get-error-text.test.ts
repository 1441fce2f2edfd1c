import { getErrorMessage } from '@baro/core';
import { describe, expect, test } from 'vitest';
import { ApiError, NetworkError, RequestTimeoutError } from '../api/request-errors.ts';
import { loadErrorMessages } from './error-messages.ts';
import { getErrorText, toErrorBody } from './get-error-text.ts';

const target = { method: 'POST', url: '/api/auth/login' };

describe('getErrorText', () => {
  test("shows the server's message, already in the caller's language", () => {
    const error = new ApiError(
      429,
      { code: 'TOO_MANY_ATTEMPTS', message: '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.' },
      target,
    );
    expect(getErrorText(error, 'ko')).toBe('로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.');
  });

  test('reads a failureInfo from a request slice', () => {
    expect(
      getErrorText({ code: 'EMAIL_TAKEN', message: 'This email address is already in use.' }, 'en'),
    ).toBe('This email address is already in use.');
  });

  test('falls back to the @baro/core message when the server sent none', () => {
    expect(getErrorText({ code: 'FORBIDDEN', message: '  ' }, 'en')).toBe(getErrorMessage('FORBIDDEN', 'en'));
  });

  test('re-words a catalogue message of the other language after a language switch', () => {
    const sentInKorean = { code: 'NOT_FOUND', message: getErrorMessage('NOT_FOUND', 'ko') } as const;
    expect(getErrorText(sentInKorean, 'en')).toBe(getErrorMessage('NOT_FOUND', 'en'));
    expect(getErrorText(sentInKorean, 'ko')).toBe(getErrorMessage('NOT_FOUND', 'ko'));
  });

  test('keeps an answer of the other language until the catalogue is there, then re-words it', async () => {
    const sentInKorean = { code: 'EMAIL_TAKEN', message: getErrorMessage('EMAIL_TAKEN', 'ko') } as const;
    expect(getErrorText(sentInKorean, 'en')).toBe(getErrorMessage('EMAIL_TAKEN', 'ko'));
    await loadErrorMessages(); // what setLanguage does
    expect(getErrorText(sentInKorean, 'en')).toBe(getErrorMessage('EMAIL_TAKEN', 'en'));
  });

  test('handles the client-side failures', () => {
    const offline = new NetworkError(
      { code: 'SERVICE_UNAVAILABLE', message: getErrorMessage('SERVICE_UNAVAILABLE', 'ko') },
      target,
    );
    const slow = new RequestTimeoutError(
      { code: 'REQUEST_TIMEOUT', message: getErrorMessage('REQUEST_TIMEOUT', 'en') },
      target,
      60_000,
    );
    expect(getErrorText(offline, 'ko')).toBe(getErrorMessage('SERVICE_UNAVAILABLE', 'ko'));
    expect(getErrorText(slow, 'ko')).toBe(getErrorMessage('REQUEST_TIMEOUT', 'ko'));
  });

  test('never shows a raw code or a programming error', () => {
    for (const error of [new TypeError('x is undefined'), 'boom', null, { code: 'NOPE', message: 'raw' }]) {
      expect(getErrorText(error, 'ko')).toBe(getErrorMessage('INTERNAL_ERROR', 'ko'));
    }
    expect(toErrorBody(new Error('x'))).toBeNull();
  });
});
