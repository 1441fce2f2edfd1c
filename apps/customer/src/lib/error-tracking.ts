import { buildRelease, type SentrySettings } from '@baro/client';
import { appConfig } from '../app-config.ts';
import { isFulfillmentPath } from '../paths.ts';

/**
 * The customer app's error-tracking settings (the kit's initErrorTracking, SPEC §8): the DSN of
 * the build (`VITE_SENTRY_DSN`; off without one), its environment and commit, and the fulfillment
 * area (/fulfillment, /mypage/fulfillment) tagged `domain: fulfillment` for that team.
 */
export const errorTrackingSettings: SentrySettings = {
  dsn: import.meta.env.VITE_SENTRY_DSN,
  environment: appConfig.environment,
  appName: appConfig.appName,
  release: buildRelease(),
  domainForPath: (pathname) => (isFulfillmentPath(pathname) ? 'fulfillment' : undefined),
};
