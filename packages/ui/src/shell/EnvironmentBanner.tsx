import type { AppEnvironment, Language } from '@baro/core';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { ENVIRONMENT_BANNER_LABELS, type EnvironmentBannerLabels } from './environment-banner-labels.ts';

export interface EnvironmentBannerProps {
  /** The build's environment (`appConfig.environment`); the banner shows on staging only. */
  environment: AppEnvironment;
  language?: Language;
  labels?: Partial<EnvironmentBannerLabels>;
}

/**
 * SPEC §6: the staff and partner admin apps treat staging specially. On staging a strip across
 * the top says so at all times, so nobody mistakes test data for the real service — and that
 * e-mail stays in the outbox there. Elsewhere it renders nothing.
 */
export function EnvironmentBanner({ environment, language, labels }: EnvironmentBannerProps) {
  const text = useUiLabels(ENVIRONMENT_BANNER_LABELS, language, labels);
  if (environment !== 'staging') return null;
  return (
    // A status region, not an alert: it is there from the start and never changes.
    <div className="baro-env-banner" role="status">
      <strong>{text.staging}</strong> {text.stagingMail}
    </div>
  );
}
