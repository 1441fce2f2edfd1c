import { ERROR_CATALOG } from '@baro/core/error-catalog';
import { describe, expect, test } from 'vitest';
import { errorMessageOf, loadErrorMessages } from './error-messages.ts';

// One file, one module instance: the tests run in order, before and after the catalogue loads.
describe('error messages in a browser app', () => {
  test('before the catalogue loads, only the codes the client makes up itself have a message', () => {
    expect(errorMessageOf('REQUEST_TIMEOUT', 'en')).toBe(ERROR_CATALOG.REQUEST_TIMEOUT.en);
    expect(errorMessageOf('NOT_FOUND', 'ko')).toBe(ERROR_CATALOG.NOT_FOUND.ko);
    expect(errorMessageOf('EMAIL_TAKEN', 'en')).toBeNull();
  });

  test('after loadErrorMessages every code has its message', async () => {
    await loadErrorMessages();
    expect(errorMessageOf('EMAIL_TAKEN', 'en')).toBe(ERROR_CATALOG.EMAIL_TAKEN.en);
    expect(errorMessageOf('EMAIL_TAKEN', 'ko')).toBe(ERROR_CATALOG.EMAIL_TAKEN.ko);
    expect(errorMessageOf('REQUEST_TIMEOUT', 'ko')).toBe(ERROR_CATALOG.REQUEST_TIMEOUT.ko);
  });

  test('a second load is the same promise', () => {
    expect(loadErrorMessages()).toBe(loadErrorMessages());
  });
});
