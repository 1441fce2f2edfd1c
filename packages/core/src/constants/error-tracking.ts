import { type AppEnvironment, DEFAULT_ENVIRONMENT, isAppEnvironment } from './app-variants.ts';

/**
 * Error-tracking (Sentry) settings (SPEC §9): performance traces are not sampled locally, 10% in
 * production (volume and cost) and fully in staging, qa and development; session replay records
 * 10% of sessions and every session with an error, with all text and inputs masked and media
 * blocked so that no personal or shipment data leaves the browser.
 */
export const ERROR_TRACKING = Object.freeze({
  tracesSampleRate: Object.freeze({
    production: 0.1,
    staging: 1,
    qa: 1,
    development: 1,
    local: 0,
  } satisfies Record<AppEnvironment, number>),
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
  replay: Object.freeze({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
} as const);

/** The trace sample rate of an environment; unknown environments get the production rate. */
export function getTracesSampleRate(environment: unknown): number {
  return ERROR_TRACKING.tracesSampleRate[isAppEnvironment(environment) ? environment : DEFAULT_ENVIRONMENT];
}
