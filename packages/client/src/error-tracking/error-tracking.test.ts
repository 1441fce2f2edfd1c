// @vitest-environment happy-dom
import { createBrowserRouter, redirect } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { captureMessage, initErrorTracking, resetErrorTracking, trackRouter } from './error-tracking.ts';
import {
  buildSentryOptions,
  IGNORED_ERRORS,
  type IntegrationFactories,
  isRouterRedirect,
  loadSentry,
  type SentrySdk,
  type SentrySettings,
  sdkIntegrations,
} from './sentry-options.ts';

/** The customer app's rule (SPEC §8): its fulfillment area belongs to the fulfillment team. */
const customerDomain = (pathname: string) =>
  /^\/(?:mypage\/)?fulfillment(?:\/|$)/.test(pathname) ? 'fulfillment' : undefined;

const createAppBrowserRouter = trackRouter(createBrowserRouter);

const settings: SentrySettings = {
  dsn: 'https://public@o1.ingest.sentry.io/2',
  environment: 'production',
  appName: 'customer',
  release: 'abc123',
  domainForPath: customerDomain,
};

function standIns() {
  const replayOptions: unknown[] = [];
  const factories: IntegrationFactories = {
    replay: (options) => {
      replayOptions.push(options);
      return { name: 'Replay' };
    },
    browserTracing: () => ({ name: 'BrowserTracing' }),
  };
  return { factories, replayOptions };
}

function build(overrides: Partial<SentrySettings> = {}) {
  const { factories, replayOptions } = standIns();
  const options = buildSentryOptions({ ...settings, ...overrides }, factories);
  if (!options) throw new Error('expected options');
  return { options, replayOptions };
}

const errorEvent = (url?: string) => ({ type: undefined, ...(url ? { request: { url } } : {}) }) as never;
const transaction = (fields: Record<string, unknown>) => ({ type: 'transaction', ...fields }) as never;
const send = (options: ReturnType<typeof build>['options'], event: unknown, hint: unknown = {}) =>
  options.beforeSend?.(event as never, hint as never);
const sendTransaction = (options: ReturnType<typeof build>['options'], event: unknown) =>
  options.beforeSendTransaction?.(event as never, {});

describe('buildSentryOptions', () => {
  test('is off without a DSN', () => {
    for (const dsn of [undefined, '', '   '])
      expect(buildSentryOptions({ ...settings, dsn }, standIns().factories)).toBeNull();
  });

  test('sets the DSN, environment, release and the frontend tag', () => {
    const { options } = build();
    expect(options).toMatchObject({
      dsn: settings.dsn,
      environment: 'production',
      release: 'abc123',
      initialScope: { tags: { frontend: 'customer' } },
      traceLifecycle: 'static',
    });
    expect(build({ release: undefined }).options).not.toHaveProperty('release');
  });

  test.each([
    ['local', 0],
    ['production', 0.1],
    ['staging', 1],
    ['qa', 1],
    ['development', 1],
  ])('samples traces in %s at %d', (environment, rate) => {
    expect(build({ environment }).options.tracesSampleRate).toBe(rate);
  });

  test('replays 10% of sessions and every session with an error, masked', () => {
    const { options, replayOptions } = build();
    expect(options.replaysSessionSampleRate).toBe(0.1);
    expect(options.replaysOnErrorSampleRate).toBe(1.0);
    expect(replayOptions).toEqual([{ maskAllText: true, maskAllInputs: true, blockAllMedia: true }]);
    expect(options.integrations).toEqual([{ name: 'BrowserTracing' }, { name: 'Replay' }]);
  });

  test('ignores the two noise errors of the analytics tag, and only those', () => {
    const { options } = build();
    expect(options.ignoreErrors).toEqual(IGNORED_ERRORS);
    const ignored = (message: string) => IGNORED_ERRORS.some((pattern) => pattern.test(message));
    expect(ignored('ReferenceError: wcs is not defined')).toBe(true);
    expect(ignored('ReferenceError: wcs_add is not defined')).toBe(true);
    expect(ignored("ReferenceError: Can't find variable: wcs")).toBe(true);
    expect(ignored("TypeError: Cannot read properties of undefined (reading 'cnv')")).toBe(true);
    expect(ignored("TypeError: undefined is not an object (evaluating 'wcs.cnv')")).toBe(true);
    expect(ignored('ReferenceError: order is not defined')).toBe(false);
    expect(ignored("TypeError: Cannot read properties of undefined (reading 'items')")).toBe(false);
  });

  test('beforeSend drops router redirects and keeps real errors', () => {
    const { options } = build();
    expect(send(options, errorEvent(), { originalException: redirect('/login') })).toBeNull();
    const event = errorEvent('https://baro.example/mypage');
    expect(send(options, event, { originalException: new Error('boom') })).toBe(event);
    expect(send(options, event, { originalException: new Response('nope', { status: 500 }) })).toBe(event);
  });

  test.each([
    ['https://baro.example/fulfillment', true],
    ['https://baro.example/fulfillment/orders/ord_1?tab=items', true],
    ['https://baro.example/mypage/fulfillment', true],
    ['https://baro.example/mypage/fulfillment/skus', true],
    ['https://baro.example/fulfillment-guide', false],
    ['https://baro.example/mypage', false],
    ['https://baro.example/', false],
  ])('tags %s with domain fulfillment: %s', (url, tagged) => {
    const { options } = build();
    const event = send(options, errorEvent(url)) as { tags?: Record<string, string> };
    expect(event.tags?.domain === 'fulfillment').toBe(tagged);
    const sent = sendTransaction(
      options,
      transaction({ transaction: '/x', timestamp: 1, request: { url } }),
    ) as {
      tags?: Record<string, string>;
    };
    expect(sent.tags?.domain === 'fulfillment').toBe(tagged);
  });

  test('tags no domain without a domainForPath, or when it names none', () => {
    const tagsOf = (sent: unknown) => (sent as { tags?: Record<string, string> } | null)?.tags;
    const event = { request: { url: 'https://baro.example/admin/fulfillment/orders' } };
    expect(tagsOf(send(build({ domainForPath: undefined }).options, { ...event }))).toBeUndefined();
    const admin = build({
      appName: 'admin',
      domainForPath: (path) => (path.startsWith('/admin/fulfillment') ? 'fulfillment' : undefined),
    });
    expect(tagsOf(send(admin.options, { ...event }))).toEqual({ domain: 'fulfillment' });
    expect(
      tagsOf(send(admin.options, { request: { url: 'https://baro.example/admin/bids' } })),
    ).toBeUndefined();
    expect(admin.options.initialScope).toEqual({ tags: { frontend: 'admin' } });
  });

  test('keeps the other tags of an event when it adds the domain', () => {
    const { options } = build();
    const event = { request: { url: 'https://baro.example/fulfillment' }, tags: { feature: 'orders' } };
    expect(send(options, event)).toMatchObject({ tags: { feature: 'orders', domain: 'fulfillment' } });
  });

  test('beforeSendTransaction drops not-found-page transactions', () => {
    const { options } = build();
    for (const name of ['*', '/*', '/404']) {
      expect(sendTransaction(options, transaction({ transaction: name, timestamp: 1 }))).toBeNull();
    }
    const page = transaction({ transaction: '/mypage', timestamp: 1 });
    expect(sendTransaction(options, page)).toBe(page);
  });

  test('beforeSendTransaction drops incomplete navigations', () => {
    const { options } = build();
    const navigation = (trace: Record<string, unknown>, ended = true) =>
      transaction({
        transaction: '/mypage',
        ...(ended ? { timestamp: 1 } : {}),
        contexts: { trace: { op: 'navigation', ...trace } },
      });
    expect(sendTransaction(options, navigation({ status: 'cancelled' }))).toBeNull();
    expect(sendTransaction(options, navigation({ status: 'deadline_exceeded' }))).toBeNull();
    expect(
      sendTransaction(
        options,
        navigation({ status: 'ok', data: { 'sentry.idle_span_finish_reason': 'documentHidden' } }),
      ),
    ).toBeNull();
    expect(sendTransaction(options, navigation({ status: 'ok' }, false))).toBeNull();

    const complete = navigation({ status: 'ok', data: { 'sentry.idle_span_finish_reason': 'idleTimeout' } });
    expect(sendTransaction(options, complete)).toBe(complete);
    const pageload = transaction({
      transaction: '/mypage',
      timestamp: 1,
      contexts: { trace: { op: 'pageload', status: 'cancelled' } },
    });
    expect(sendTransaction(options, pageload)).toBe(pageload);
  });

  test('builds with the real SDK integrations', async () => {
    const options = buildSentryOptions(settings, sdkIntegrations(await loadSentry()));
    expect(options?.integrations).toHaveLength(2);
  });
});

describe('isRouterRedirect', () => {
  test('recognises redirect responses only', () => {
    expect(isRouterRedirect(redirect('/login', 302))).toBe(true);
    expect(isRouterRedirect(redirect('/login', 307))).toBe(true);
    expect(isRouterRedirect(new Response(null, { status: 200 }))).toBe(false);
    expect(isRouterRedirect(new Error('x'))).toBe(false);
    expect(isRouterRedirect({ status: 302 })).toBe(false);
    expect(isRouterRedirect(null)).toBe(false);
  });
});

/** A stand-in for the loaded SDK that records what the app asks of it. */
function fakeSdk() {
  const init = vi.fn();
  const capture = vi.fn();
  const wrapped = vi.fn();
  const sdk = {
    init,
    captureMessage: capture,
    replayIntegration: () => ({ name: 'Replay' }),
    reactRouterBrowserTracingIntegration: () => ({ name: 'BrowserTracing' }),
    wrapCreateBrowserRouter: (create: (...args: never[]) => unknown) =>
      ((...args: never[]) => {
        wrapped();
        return create(...args);
      }) as never,
  } as unknown as SentrySdk;
  return { sdk, init, capture, wrapped };
}

describe('initErrorTracking', () => {
  afterEach(resetErrorTracking);

  test('loads and initialises Sentry only when there is a DSN', async () => {
    const { sdk, init } = fakeSdk();
    const load = vi.fn(async () => sdk);
    expect(await initErrorTracking({ ...settings, dsn: undefined }, load)).toBe(false);
    expect(await initErrorTracking({ ...settings, dsn: '  ' }, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(init).not.toHaveBeenCalled();
    expect(await initErrorTracking(settings, load)).toBe(true);
    expect(load).toHaveBeenCalledOnce();
    expect(init).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ dsn: settings.dsn }));
  });

  test('stays off when the SDK cannot be loaded', async () => {
    expect(await initErrorTracking(settings, () => Promise.reject(new Error('blocked')))).toBe(false);
  });

  test('forwards messages and instruments the router only once started', async () => {
    const { sdk, capture, wrapped } = fakeSdk();
    captureMessage('before', { level: 'info' });
    createAppBrowserRouter([{ path: '*', element: null }]).dispose();
    expect(wrapped).not.toHaveBeenCalled();

    await initErrorTracking(settings, async () => sdk);
    captureMessage('API request timed out', { level: 'info' });
    expect(capture).toHaveBeenCalledExactlyOnceWith('API request timed out', { level: 'info' });
    createAppBrowserRouter([{ path: '*', element: null }]).dispose();
    expect(wrapped).toHaveBeenCalledOnce();
  });
});

describe('trackRouter', () => {
  test('makes a working browser router', async () => {
    const router = createAppBrowserRouter([{ path: '*', element: null }]);
    await router.navigate('/mypage?tab=team');
    expect(router.state.location).toMatchObject({ pathname: '/mypage', search: '?tab=team' });
    router.dispose();
  });
});
