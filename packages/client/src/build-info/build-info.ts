declare global {
  /** Defined by the build-info Vite plugin (@baro/client/vite buildInfoPlugin); absent in tests. */
  const __BUILD_INFO__: BuildInfo | undefined;
}

/** What a bundle was built from (SPEC §3), also served as the app's `version.json`. */
export interface BuildInfo {
  /** ISO 8601 time of the build. */
  readonly builtAt: string;
  readonly gitBranch: string;
  readonly gitCommitSha: string;
}

/** What is known without a build (tests, or a build that could not read git). */
export const UNKNOWN_BUILD_INFO: BuildInfo = Object.freeze({
  builtAt: 'unknown',
  gitBranch: 'unknown',
  gitCommitSha: 'unknown',
});

/** The build info compiled into this bundle by the build-info Vite plugin. */
export const buildInfo: BuildInfo =
  typeof __BUILD_INFO__ === 'object' && __BUILD_INFO__ !== null ? __BUILD_INFO__ : UNKNOWN_BUILD_INFO;

/** The release error reports are filed under: the commit the bundle was built from, when known. */
export function buildRelease(info: BuildInfo = buildInfo): string | undefined {
  return info.gitCommitSha === 'unknown' ? undefined : info.gitCommitSha;
}

let logged = false;

/**
 * Prints the build info once in the browser console at start, so anyone can tell which build is
 * running (support, QA); later calls do nothing.
 */
export function logBuildInfo(
  info: BuildInfo = buildInfo,
  log: (...data: unknown[]) => void = console.info,
): void {
  if (logged) return;
  logged = true;
  log(
    `%cBaro%c built ${info.builtAt} from ${info.gitBranch}@${info.gitCommitSha.slice(0, 12)}`,
    'font-weight:bold;color:#2563eb',
    '',
    info,
  );
}
