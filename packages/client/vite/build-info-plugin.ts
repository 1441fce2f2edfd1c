import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';
import type { BuildInfo } from '../src/build-info/build-info.ts';

/** Where the build info is served (the API serves the app's dist folder at /). */
export const VERSION_FILE = 'version.json';

/** Runs a git command and returns its trimmed output; null when git or the repository is missing. */
export type GitRunner = (args: readonly string[]) => string | null;

const runGit: GitRunner = (args) => {
  try {
    const output = execFileSync('git', [...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5_000,
    }).trim();
    return output === '' ? null : output;
  } catch {
    return null;
  }
};

/**
 * Reads what the bundle is built from (SPEC §3): the time of the build and git's branch and
 * commit (`git rev-parse`). Each part the build cannot learn is 'unknown', so a build from a
 * source archive without .git still works. `BARO_GIT_BRANCH` / `BARO_GIT_COMMIT_SHA` override
 * git (CI builds on a detached HEAD, container builds without .git).
 */
export function readBuildInfo(
  options: { git?: GitRunner; now?: () => Date; env?: Readonly<Record<string, string | undefined>> } = {},
): BuildInfo {
  const git = options.git ?? runGit;
  const env = options.env ?? process.env;
  const now = options.now ?? (() => new Date());
  const branch = env.BARO_GIT_BRANCH || git(['rev-parse', '--abbrev-ref', 'HEAD']);
  const sha = env.BARO_GIT_COMMIT_SHA || git(['rev-parse', 'HEAD']);
  return {
    builtAt: now().toISOString(),
    // A detached HEAD has no branch name; `HEAD` would only mislead.
    gitBranch: branch && branch !== 'HEAD' ? branch : 'unknown',
    gitCommitSha: sha ?? 'unknown',
  };
}

/**
 * A Vite plugin that puts the build info (readBuildInfo) into the app:
 *
 * - `__BUILD_INFO__` in the bundle (logBuildInfo prints it in the console at start);
 * - `/version.json` in dist, and from the dev server, so anyone can ask a running site what it is.
 */
export function buildInfoPlugin(info: BuildInfo = readBuildInfo()): Plugin {
  const json = `${JSON.stringify(info, null, 2)}\n`;
  return {
    name: 'baro:build-info',
    config: () => ({ define: { __BUILD_INFO__: JSON.stringify(info) } }),
    configureServer(server) {
      server.middlewares.use(`/${VERSION_FILE}`, (_request, response) => {
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-store');
        response.end(json);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: json });
    },
  };
}
