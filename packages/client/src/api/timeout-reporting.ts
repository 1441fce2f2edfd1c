import type { AppEnvironment, AppName } from '@baro/core';

/**
 * Where a timeout is not reported to error tracking (SPEC §8: "unless the environment is a
 * suppressed one"). A developer's machine (`local`) times out whenever the server sits on a
 * breakpoint or the laptop sleeps; the storybook, test and CI builds run against stand-in or
 * deliberately slow servers. Reports from those would be noise in the tracker.
 */
export const TIMEOUT_REPORT_SUPPRESSED = Object.freeze({
  environments: Object.freeze(['local'] as const satisfies readonly AppEnvironment[]),
  apps: Object.freeze(['storybook', 'test', 'ci'] as const satisfies readonly AppName[]),
});

/** What the client hands to error tracking when a request times out. */
export interface TimeoutReport {
  /** SPEC §8: level info, because a timeout says the network or server was slow, not that code broke. */
  readonly level: 'info';
  readonly message: string;
  readonly method: string;
  /** Without the query string, which may carry personal data. */
  readonly url: string;
  readonly timeoutMs: number;
  readonly appName: AppName;
  readonly environment: AppEnvironment;
}

export function isTimeoutReportSuppressed(config: {
  appName: AppName;
  environment: AppEnvironment;
}): boolean {
  return (
    (TIMEOUT_REPORT_SUPPRESSED.environments as readonly string[]).includes(config.environment) ||
    (TIMEOUT_REPORT_SUPPRESSED.apps as readonly string[]).includes(config.appName)
  );
}
