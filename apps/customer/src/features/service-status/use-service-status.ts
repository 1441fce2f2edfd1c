import { useCallback, useEffect, useRef, useState } from 'react';
import { getServiceStatus, type ServiceStatus } from './api/get-service-status.ts';

export type ServiceStatusState =
  | { phase: 'loading' }
  | { phase: 'loaded'; status: ServiceStatus }
  | { phase: 'failed' };

/** Loads the service status on mount and again on `retry`; a newer load cancels the older one. */
export function useServiceStatus(): { state: ServiceStatusState; retry: () => void } {
  const [state, setState] = useState<ServiceStatusState>({ phase: 'loading' });
  const current = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ phase: 'loading' });
    getServiceStatus(controller.signal).then(
      (status) => {
        if (!controller.signal.aborted) setState({ phase: 'loaded', status });
      },
      () => {
        if (!controller.signal.aborted) setState({ phase: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    load();
    return () => current.current?.abort();
  }, [load]);

  return { state, retry: load };
}
