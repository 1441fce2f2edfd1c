import { Button } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceStatus } from './use-service-status.ts';
import './service-status.css';

/** One line that says whether Baro is up, read out by screen readers when it changes. */
export function ServiceStatus() {
  const { t } = useTranslation();
  const { state, retry } = useServiceStatus();
  const line = useRef<HTMLParagraphElement>(null);
  const tone = state.phase === 'loaded' ? state.status : state.phase;

  const retryFromButton = () => {
    // The button disappears while checking again; keep keyboard focus on the line it explains.
    line.current?.focus();
    retry();
  };

  return (
    <div className="service-status" data-tone={tone}>
      <p ref={line} className="service-status__line" role="status" aria-live="polite" tabIndex={-1}>
        <span className="service-status__dot" aria-hidden="true" />
        {state.phase === 'loading' && t('serviceStatus.checking')}
        {state.phase === 'loaded' && state.status === 'operational' && t('serviceStatus.operational')}
        {state.phase === 'loaded' && state.status === 'maintenance' && t('serviceStatus.maintenance')}
        {state.phase === 'failed' && t('serviceStatus.failed')}
      </p>
      {state.phase === 'failed' && (
        <Button variant="default" size="compact-sm" onClick={retryFromButton}>
          {t('serviceStatus.retry')}
        </Button>
      )}
    </div>
  );
}
