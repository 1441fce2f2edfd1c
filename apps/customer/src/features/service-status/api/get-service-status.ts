import { appConfig } from '../../../app-config.ts';

/** What the start page can tell a visitor about the service. */
export type ServiceStatus = 'operational' | 'maintenance';

// A status line that waits a minute (the usual request timeout) helps nobody.
const HEALTH_TIMEOUT_MS = 10_000;

/**
 * Asks `GET {shipping}/health`. The API answers 200 `{status:"ok"}` when it is fully up and 503
 * `{status:"degraded"}` when its database is not; any answer but a healthy one is shown as
 * maintenance. Rejects only when no answer arrives (offline, timeout, aborted).
 */
export async function getServiceStatus(signal: AbortSignal): Promise<ServiceStatus> {
  const response = await fetch(`${appConfig.apiBases.shipping}/health`, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.any([signal, AbortSignal.timeout(HEALTH_TIMEOUT_MS)]),
  });
  if (!response.ok) return 'maintenance';
  const body: unknown = await response.json().catch(() => undefined);
  return isHealthy(body) ? 'operational' : 'maintenance';
}

function isHealthy(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'status' in body && body.status === 'ok';
}
