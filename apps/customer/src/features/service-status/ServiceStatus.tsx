import { useRef } from 'react';
import { useServiceStatus } from './use-service-status.ts';

/** One line that says whether Baro is up, read out by screen readers when it changes. */
export function ServiceStatus() {
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
        {state.phase === 'loading' && '서비스 상태 확인 중…'}
        {state.phase === 'loaded' && state.status === 'operational' && '서비스 정상 운영 중'}
        {state.phase === 'loaded' &&
          state.status === 'maintenance' &&
          '서비스 점검 중 — 잠시 후 다시 이용해 주세요'}
        {state.phase === 'failed' && '서비스 상태를 확인하지 못했습니다'}
      </p>
      {state.phase === 'failed' && (
        <button type="button" className="service-status__retry" onClick={retryFromButton}>
          다시 확인
        </button>
      )}
    </div>
  );
}
