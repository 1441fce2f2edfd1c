import { REQUEST_TIMEOUT_MS, tokenPairSchema } from '@baro/core';
import { afterEach, describe, expect, expectTypeOf, test, vi } from 'vitest';
import { ConfigError } from '../app-config/config-error.ts';
import { createHarness } from '../testing/client-harness.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { ApiError, NetworkError, RequestTimeoutError } from './request-errors.ts';
import { TIMEOUT_REPORT_SUPPRESSED } from './timeout-reporting.ts';

const ok = () => jsonResponse(200, { ok: true });
const never = () => new Promise<Response>(() => {});

/** The error a promise rejects with. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe('common headers (SPEC §7)', () => {
  test('every request carries pragma, locale, region and lang', async () => {
    const { client, fetch, setLanguage } = createHarness(ok);
    await client.get('shipping', '/users/me');
    setLanguage('en');
    await client.get('content', '/article', { query: { articleType: 'faq' } });

    expect(fetch.calls[0]?.headers).toEqual({ pragma: 'no-cache', locale: 'KR', region: 'KR', lang: 'ko' });
    expect(fetch.calls[1]?.headers).toEqual({ pragma: 'no-cache', locale: 'KR', region: 'KR', lang: 'en' });
    expect(fetch.calls.map((call) => call.url)).toEqual([
      '/api/users/me',
      '/api/content/v2/article?articleType=faq',
    ]);
  });

  test('the bearer token comes from local storage', async () => {
    const harness = createHarness(ok);
    harness.tokenStore.save({ accessToken: 'kept', refreshToken: 'r' }, { keep: true });
    await harness.client.get('shipping', '/users/me');
    expect(harness.fetch.calls[0]?.headers.authorization).toBe('Bearer kept');
  });

  test('the bearer token comes from session storage', async () => {
    const harness = createHarness(ok);
    harness.tokenStore.save({ accessToken: 'visit', refreshToken: 'r' }, { keep: false });
    await harness.client.get('shipping', '/users/me');
    expect(harness.fetch.calls[0]?.headers.authorization).toBe('Bearer visit');
  });

  test('no authorization header without a stored token', async () => {
    const { client, fetch } = createHarness(ok);
    await client.get('shipping', '/customerCare/guide');
    expect(fetch.calls[0]?.headers).not.toHaveProperty('authorization');
  });

  test('content-type only with a JSON body', async () => {
    const { client, fetch } = createHarness(ok);
    await client.post('shipping', '/auth/find/password', { email: 'a@b.kr' });
    await client.post('shipping', '/users/apply/fullfillment');
    await client.patch('shipping', '/users/apply/fullfillment', {});
    await client.delete('shipping', 'file/delete', { body: { key: 'k' } });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await client.post('fulfillment', '/file/upload', form);

    expect(fetch.calls.map((call) => [call.method, call.headers['content-type']])).toEqual([
      ['POST', 'application/json'],
      ['POST', undefined],
      ['PATCH', 'application/json'],
      ['DELETE', 'application/json'],
      ['POST', undefined],
    ]);
    expect(fetch.calls[0]?.body).toEqual({ email: 'a@b.kr' });
    expect(fetch.calls[3]?.body).toEqual({ key: 'k' });
    expect(fetch.calls[3]?.url).toBe('/api/file/delete');
    expect(fetch.calls[4]?.body).toBe(form);
  });

  test('the API key header only when the app has one', async () => {
    const withKey = createHarness(ok, { apiKey: 'key-123' });
    await withKey.client.get('shipping', '/users/me');
    expect(withKey.fetch.calls[0]?.headers['x-api-key']).toBe('key-123');

    const without = createHarness(ok);
    await without.client.get('shipping', '/users/me');
    expect(without.fetch.calls[0]?.headers).not.toHaveProperty('x-api-key');
  });

  test('locale and region can be set by the app; caller headers go on top', async () => {
    const { client, fetch } = createHarness(ok, { locale: 'US', region: 'US' });
    await client.put(
      'shipping',
      '/searchEstimate/download/7',
      { estimateLogId: 1, freightType: 'FCL' },
      {
        headers: { 'Idempotency-Key': 'k-1' },
      },
    );
    expect(fetch.calls[0]?.headers).toMatchObject({ locale: 'US', region: 'US', 'idempotency-key': 'k-1' });
  });
});

describe('answers', () => {
  test('parses the success body with the schema', async () => {
    const { client } = createHarness(() =>
      jsonResponse(200, { accessToken: 'a', refreshToken: 'r', extra: 1 }),
    );
    const pair = await client.post('shipping', '/somewhere', {}, { schema: tokenPairSchema });
    expect(pair).toEqual({ accessToken: 'a', refreshToken: 'r' });
    expectTypeOf(pair).toEqualTypeOf<{ accessToken: string; refreshToken: string }>();
  });

  test('204 and an empty 202 resolve with undefined', async () => {
    const answers = [new Response(null, { status: 204 }), new Response('', { status: 202 })];
    const { client } = createHarness(() => answers.shift() as Response);
    await expect(client.post('shipping', '/auth/logout', { refreshToken: 'r' })).resolves.toBeUndefined();
    await expect(
      client.post('shipping', '/auth/find/password', { email: 'a@b.kr' }),
    ).resolves.toBeUndefined();
  });

  test('query values: null and undefined left out, arrays repeated', async () => {
    const { client, fetch } = createHarness(ok);
    await client.get('tracking', 'parcel/tracking', {
      query: { invoiceNo: '1234', parcelCompany: 'CJ', page: undefined, status: ['a', 'b'], empty: null },
    });
    expect(fetch.calls[0]?.url).toBe(
      '/api/tracking/parcel/tracking?invoiceNo=1234&parcelCompany=CJ&status=a&status=b',
    );
  });

  test('a base the app was not given is a configuration error', async () => {
    const { client, fetch } = createHarness(ok);
    const error = await rejectionOf(client.get('admin', '/users'));
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).setting).toBe('BARO_API_BASE_ADMIN');
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('errors', () => {
  test('the error body becomes an ApiError with its fields', async () => {
    const body = {
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      fields: { email: '이메일 형식이 올바르지 않습니다.' },
    };
    const { client } = createHarness(() => jsonResponse(400, body));
    const error = await rejectionOf(client.post('shipping', '/auth/signup', {}));

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('VALIDATION_FAILED');
    expect(apiError.message).toBe(body.message);
    expect(apiError.fields).toEqual(body.fields);
    expect(apiError.body).toEqual(body);
    expect(apiError.method).toBe('POST');
    expect(apiError.url).toBe('/api/auth/signup');
  });

  test('a throttled answer says how long to wait (Retry-After)', async () => {
    const throttled = { code: 'TOO_MANY_ATTEMPTS', message: '시도 횟수를 초과했습니다.' };
    const { client } = createHarness(
      () => new Response(JSON.stringify(throttled), { status: 429, headers: { 'retry-after': '42' } }),
    );
    const error = (await rejectionOf(client.post('shipping', '/auth/login', {}))) as ApiError;
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(42);
    const plain = createHarness(() => jsonResponse(409, { code: 'CONFLICT', message: '충돌' }));
    expect(
      ((await rejectionOf(plain.client.get('shipping', '/x'))) as ApiError).retryAfterSeconds,
    ).toBeNull();
  });

  test('an unknown code falls back on the status and keeps the server message', async () => {
    const { client } = createHarness(() => jsonResponse(409, { code: 'SOMETHING_NEW', message: '새 오류' }));
    const error = (await rejectionOf(client.get('shipping', '/x'))) as ApiError;
    expect(error.body).toEqual({ code: 'CONFLICT', message: '새 오류' });
  });

  test.each([
    [502, 'SERVICE_UNAVAILABLE'],
    [500, 'INTERNAL_ERROR'],
    [418, 'INTERNAL_ERROR'],
    [404, 'NOT_FOUND'],
  ] as const)('a %i without a JSON body becomes %s with the catalogue message', async (status, code) => {
    const { client, setLanguage } = createHarness(
      () => new Response('<html>Bad gateway</html>', { status, headers: { 'content-type': 'text/html' } }),
    );
    setLanguage('en');
    const error = (await rejectionOf(client.get('shipping', '/x'))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/^[A-Z].+\.$/);
  });

  test('no answer at all is a NetworkError', async () => {
    const { client } = createHarness(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await rejectionOf(client.get('shipping', '/x'))) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  test("the caller's abort rejects with the abort reason and is not reported", async () => {
    const { client, timeouts } = createHarness(never);
    const controller = new AbortController();
    const pending = client.get('shipping', '/x', { signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    const error = (await rejectionOf(pending)) as DOMException;
    expect(error.name).toBe('AbortError');
    expect(timeouts).toHaveLength(0);
  });
});

describe('timeout (SPEC §7, §8)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('suppresses reports in local and in the storybook, test and ci builds', () => {
    expect(TIMEOUT_REPORT_SUPPRESSED).toEqual({ environments: ['local'], apps: ['storybook', 'test', 'ci'] });
  });

  test('no answer within a minute → RequestTimeoutError, reported at level info', async () => {
    vi.useFakeTimers();
    const { client, timeouts } = createHarness(never);
    const pending = rejectionOf(client.get('shipping', '/bid/download/1', { query: { email: 'a@b.kr' } }));

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(timeouts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);

    const error = (await pending) as RequestTimeoutError;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error.code).toBe('REQUEST_TIMEOUT');
    expect(error.timeoutMs).toBe(60_000);
    expect(timeouts).toEqual([
      {
        level: 'info',
        message: 'API request timed out',
        method: 'GET',
        url: '/api/bid/download/1',
        timeoutMs: 60_000,
        appName: 'customer',
        environment: 'production',
      },
    ]);
  });

  test.each([
    ['customer', { BARO_ENV: 'local' }],
    ['test', {}],
    ['ci', { BARO_ENV: 'qa' }],
  ])('not reported for %s %j', async (appName, env) => {
    vi.useFakeTimers();
    const { client, timeouts } = createHarness(never, { appName, env });
    const pending = rejectionOf(client.get('shipping', '/x'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toBeInstanceOf(RequestTimeoutError);
    expect(timeouts).toHaveLength(0);
  });

  test('an answer in time clears the timer', async () => {
    vi.useFakeTimers();
    const { client, timeouts } = createHarness(ok);
    await client.get('shipping', '/x');
    expect(vi.getTimerCount()).toBe(0);
    expect(timeouts).toHaveLength(0);
  });
});
