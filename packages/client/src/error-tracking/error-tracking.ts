import type * as SentryModule from '@sentry/react';
import type { SentrySdk, SentrySettings } from './sentry-options.ts';

// What every app's entry calls. Kept small on purpose: the SDK and the options (sentry-options.ts)
// load only when a DSN is configured.
type Sentry = typeof SentryModule;

/** The SDK once initErrorTracking has started it; null while error tracking is off. */
let activeSdk: SentrySdk | null = null;

/**
 * Starts error tracking when a DSN is configured; call once and await it before creating the
 * router (so navigations are instrumented) and rendering. Without a DSN it resolves false at once
 * and nothing is downloaded. A failure to load the SDK (offline, blocked by an ad blocker) leaves
 * error tracking off rather than breaking the app.
 */
export async function initErrorTracking(
  settings: SentrySettings,
  load?: () => Promise<SentrySdk>,
): Promise<boolean> {
  if (!settings.dsn?.trim()) return false;
  let sdk: SentrySdk;
  let options: ReturnType<typeof import('./sentry-options.ts').buildSentryOptions>;
  try {
    const setup = await import('./sentry-options.ts');
    sdk = await (load ?? setup.loadSentry)();
    options = setup.buildSentryOptions(settings, setup.sdkIntegrations(sdk));
  } catch {
    return false;
  }
  if (!options) return false;
  sdk.init(options);
  activeSdk = sdk;
  return true;
}

/** Stops forwarding to the SDK (tests). */
export function resetErrorTracking(): void {
  activeSdk = null;
}

/**
 * Sends a message to error tracking (e.g. an API timeout at level info); does nothing while error
 * tracking is off.
 */
export function captureMessage(message: string, context?: Parameters<Sentry['captureMessage']>[1]): void {
  activeSdk?.captureMessage(message, context);
}

/** React Router's `createBrowserRouter` (or any router factory of that shape). */
// biome-ignore lint/suspicious/noExplicitAny: any router factory; the SDK wraps it unchanged.
type RouterFactory = (...args: any[]) => any;

/**
 * `createBrowserRouter`, instrumented for error tracking once initErrorTracking has started it:
 * navigations become transactions named after the matched route. Without a DSN it is exactly the
 * factory given. Whether to wrap is decided when the router is made, so create the router after
 * awaiting initErrorTracking.
 */
export function trackRouter<Factory extends RouterFactory>(createRouter: Factory): Factory {
  return ((...args: Parameters<Factory>) => {
    const create = activeSdk ? (activeSdk.wrapCreateBrowserRouter(createRouter) as Factory) : createRouter;
    return create(...args);
  }) as Factory;
}
