import { buildRelease, type SentrySettings } from '@baro/client';
import { appConfig } from '../app-config.ts';

/**
 * The warehouse app's error-tracking settings (the kit's initErrorTracking, SPEC §8): events carry
 * `frontend: warehouse`; the DSN of the build (`VITE_SENTRY_DSN`) turns it on, and without one the SDK
 * is never downloaded.
 */
export const errorTrackingSettings: SentrySettings = {
  dsn: import.meta.env.VITE_SENTRY_DSN,
  environment: appConfig.environment,
  appName: appConfig.appName,
  release: buildRelease(),
};
