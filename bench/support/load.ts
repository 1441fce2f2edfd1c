import autocannon from 'autocannon';
import type { Scenario } from './protocol.ts';

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Requests answered in the measured run. */
  requests: number;
  /** CPU time of the server process per request, when it was asked for. */
  cpuMs?: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  /** Requests per second across all connections; unset: as fast as the server answers. */
  rate?: number;
  /** A one-second run first, so the JIT and connection setup do not count (default true). */
  warmUp?: boolean;
}

/** autocannon against `url` with `scenario`'s request (none: a plain GET of `url`). */
export async function load(url: string, scenario: Scenario | null, options: LoadOptions): Promise<Load> {
  const request = {
    url: scenario ? new URL(scenario.path, url).toString() : url,
    method: scenario?.method ?? 'GET',
    headers: scenario?.headers ?? {},
    ...(scenario?.body ? { body: scenario.body } : {}),
    connections: options.connections,
    ...(options.rate ? { overallRate: options.rate } : {}),
  };
  if (options.warmUp !== false) await autocannon({ ...request, duration: 1 });
  const result = await autocannon({ ...request, duration: options.seconds });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${scenario?.name ?? url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}
