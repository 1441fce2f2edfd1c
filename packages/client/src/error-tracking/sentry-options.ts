import { type AppName, ERROR_TRACKING, getTracesSampleRate } from '@baro/core';
// The options and filters of error tracking, in their own chunk: only an app built with a DSN loads
// them (initErrorTracking imports this module then), so the first page without one carries none of it.
// Types only: the SDK itself (~400 KB with replay) is loaded by loadSentry, and only when a DSN is
// configured, so a build without error tracking neither downloads nor parses it.
import type * as SentryModule from '@sentry/react';
import type * as SentryRouterModule from '@sentry/react/react-router';

type Sentry = typeof SentryModule;
type BrowserOptions = Parameters<Sentry['init']>[0];
type Integration = NonNullable<Extract<BrowserOptions['integrations'], readonly unknown[]>>[number];
type ErrorEvent = Parameters<NonNullable<BrowserOptions['beforeSend']>>[0];
type EventHint = Parameters<NonNullable<BrowserOptions['beforeSend']>>[1];
type TransactionEvent = Parameters<NonNullable<BrowserOptions['beforeSendTransaction']>>[0];

export interface SentrySettings {
  /** `VITE_SENTRY_DSN`; without one, error tracking is off. */
  readonly dsn: string | undefined;
  /** `BARO_ENV` (local, development, qa, staging, production). */
  readonly environment: string;
  readonly appName: AppName;
  /** The git commit the bundle was built from. */
  readonly release?: string | undefined;
  /**
   * The team an event's page belongs to (SPEC §8: `domain: fulfillment` for the fulfillment
   * area), from the page's pathname; undefined leaves the event without a `domain` tag.
   */
  readonly domainForPath?: ((pathname: string) => string | undefined) | undefined;
}

/** Makes the SDK integrations; tests pass stand-ins to look at the options they receive. */
export interface IntegrationFactories {
  readonly replay: (options: typeof ERROR_TRACKING.replay) => Integration;
  readonly browserTracing: () => Integration;
}

/** The parts of the SDK the app uses, loaded on demand. */
export interface SentrySdk {
  readonly init: Sentry['init'];
  readonly captureMessage: Sentry['captureMessage'];
  readonly replayIntegration: Sentry['replayIntegration'];
  readonly wrapCreateBrowserRouter: Sentry['wrapCreateBrowserRouter'];
  readonly reactRouterBrowserTracingIntegration: (typeof SentryRouterModule)['reactRouterBrowserTracingIntegration'];
}

/** Loads the SDK as separate chunks (a dynamic import); called only when a DSN is configured. */
export async function loadSentry(): Promise<SentrySdk> {
  const [sdk, router] = await Promise.all([import('@sentry/react'), import('@sentry/react/react-router')]);
  return {
    init: sdk.init,
    captureMessage: sdk.captureMessage,
    replayIntegration: sdk.replayIntegration,
    wrapCreateBrowserRouter: sdk.wrapCreateBrowserRouter,
    reactRouterBrowserTracingIntegration: router.reactRouterBrowserTracingIntegration,
  };
}

/** The SDK's own integrations. */
export function sdkIntegrations(sdk: SentrySdk): IntegrationFactories {
  return {
    replay: (options) => sdk.replayIntegration({ ...options }),
    // Names navigation transactions after the matched route (`/mypage/fulfillment/:id`), not the URL.
    browserTracing: () => sdk.reactRouterBrowserTracingIntegration(),
  };
}

/**
 * Two noise errors of SPEC §8, from the Naver Analytics tag (`wcs`) that marketing pages load:
 * its global is not defined yet when a conversion call runs (worded differently per browser),
 * and its conversion call reads `cnv` of an undefined value. Neither is ours nor actionable.
 */
export const IGNORED_ERRORS: readonly RegExp[] = [
  /\bwcs(?:_add|_do)? is not defined\b/,
  /Can't find variable: wcs(?:_add|_do)?\b/,
  /Cannot read properties of undefined \(reading 'cnv'\)/,
  /undefined is not an object \(evaluating '[\w.]*\.cnv'\)/,
];

/** Transaction names of the not-found page: the catch-all route as Sentry names it. */
const NOT_FOUND_TRANSACTIONS: ReadonlySet<string> = new Set(['*', '/*', '/404']);

/** How an idle navigation span ended when it did not run to completion. */
const INCOMPLETE_FINISH_REASONS: ReadonlySet<string> = new Set([
  'cancelled',
  'documentHidden',
  'finalTimeout',
  'heartbeatFailed',
]);

/**
 * The Sentry options of a web app (SPEC §8, §9), or null when there is no DSN (error tracking
 * off; nothing is loaded or sent):
 *
 * - the two known noise errors are ignored (IGNORED_ERRORS);
 * - router redirects thrown as `Response`s (React Router's `redirect()`) are not errors;
 * - not-found-page transactions and navigations that did not complete (cancelled, tab hidden,
 *   timed out) are dropped: they are noise in performance data;
 * - every event carries `frontend: <appName>`, and `domain: <team>` when the app's domainForPath
 *   names one for the page (the customer app: /fulfillment and /mypage/fulfillment), so that
 *   team's issues can be routed to it;
 * - traces sampled 0 locally, 10% in production, fully in staging, qa and development;
 * - session replay for 10% of sessions and every session with an error, with all text and
 *   inputs masked and media blocked, so no personal or shipment data leaves the browser.
 *
 * `traceLifecycle: 'static'` keeps whole transactions (the SDK 11 default streams spans), which
 * `beforeSendTransaction` needs to drop a transaction as a whole.
 */
export function buildSentryOptions(
  settings: SentrySettings,
  integrations: IntegrationFactories,
): BrowserOptions | null {
  const dsn = settings.dsn?.trim();
  if (!dsn) return null;
  const frontendTag = { frontend: settings.appName };

  return {
    dsn,
    environment: settings.environment,
    ...(settings.release ? { release: settings.release } : {}),
    integrations: [integrations.browserTracing(), integrations.replay(ERROR_TRACKING.replay)],
    tracesSampleRate: getTracesSampleRate(settings.environment),
    replaysSessionSampleRate: ERROR_TRACKING.replaysSessionSampleRate,
    replaysOnErrorSampleRate: ERROR_TRACKING.replaysOnErrorSampleRate,
    ignoreErrors: [...IGNORED_ERRORS],
    initialScope: { tags: frontendTag },
    traceLifecycle: 'static',
    beforeSend(event: ErrorEvent, hint: EventHint) {
      if (isRouterRedirect(hint?.originalException)) return null;
      return tagDomain(event, settings.domainForPath);
    },
    beforeSendTransaction(event: TransactionEvent) {
      if (isNotFoundTransaction(event) || isIncompleteNavigation(event)) return null;
      return tagDomain(event, settings.domainForPath);
    },
  };
}

/**
 * A redirect thrown by a loader or action (`throw redirect('/login')`): a Response with a 3xx
 * status and a Location header. It is control flow, not an error.
 */
export function isRouterRedirect(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { status, headers } = value as { status?: unknown; headers?: unknown };
  if (typeof status !== 'number' || status < 300 || status > 399) return false;
  return headers instanceof Headers
    ? headers.has('Location')
    : typeof Response !== 'undefined' && value instanceof Response;
}

function isNotFoundTransaction(event: TransactionEvent): boolean {
  return typeof event.transaction === 'string' && NOT_FOUND_TRANSACTIONS.has(event.transaction);
}

/** A navigation that ended before its page settled: cancelled, moved to a hidden tab or timed out. */
function isIncompleteNavigation(event: TransactionEvent): boolean {
  const trace = event.contexts?.trace;
  if (trace?.op !== 'navigation') return false;
  if (event.timestamp === undefined) return true;
  if (trace.status !== undefined && trace.status !== 'ok') return true;
  const finishReason = trace.data?.['sentry.idle_span_finish_reason'];
  return typeof finishReason === 'string' && INCOMPLETE_FINISH_REASONS.has(finishReason);
}

/** Adds `domain: <team>` to events from a page the app assigns to a team (SPEC §8). */
function tagDomain<Event extends ErrorEvent | TransactionEvent>(
  event: Event,
  domainForPath: SentrySettings['domainForPath'],
): Event {
  if (!domainForPath) return event;
  const pathname = eventPathname(event);
  const domain = pathname === undefined ? undefined : domainForPath(pathname);
  if (!domain) return event;
  event.tags = { ...event.tags, domain };
  return event;
}

function eventPathname(event: ErrorEvent | TransactionEvent): string | undefined {
  const url = event.request?.url ?? (typeof location === 'undefined' ? undefined : location.href);
  if (!url) return undefined;
  try {
    return new URL(url, 'https://baro.invalid').pathname;
  } catch {
    return undefined;
  }
}
