import { describe, expect, test, vi } from 'vitest';
import { buildInfo, buildRelease, logBuildInfo, UNKNOWN_BUILD_INFO } from '../src/build-info/build-info.ts';
import { buildInfoPlugin, readBuildInfo, VERSION_FILE } from './build-info-plugin.ts';

const now = () => new Date('2026-11-21T05:05:00Z');

describe('readBuildInfo', () => {
  test('reads the branch and commit from git', () => {
    const git = vi.fn((args: readonly string[]) => (args.includes('--abbrev-ref') ? 'main' : 'ae26116f00d'));
    expect(readBuildInfo({ git, now, env: {} })).toEqual({
      builtAt: '2026-11-21T05:05:00.000Z',
      gitBranch: 'main',
      gitCommitSha: 'ae26116f00d',
    });
    expect(git.mock.calls).toEqual([[['rev-parse', '--abbrev-ref', 'HEAD']], [['rev-parse', 'HEAD']]]);
  });

  test("says 'unknown' without git, and for a detached HEAD's branch", () => {
    expect(readBuildInfo({ git: () => null, now, env: {} })).toEqual({
      builtAt: '2026-11-21T05:05:00.000Z',
      gitBranch: 'unknown',
      gitCommitSha: 'unknown',
    });
    expect(
      readBuildInfo({ git: (args) => (args.length === 3 ? 'HEAD' : 'abc'), now, env: {} }).gitBranch,
    ).toBe('unknown');
  });

  test('takes the branch and commit from the environment when set', () => {
    const info = readBuildInfo({
      git: () => null,
      now,
      env: { BARO_GIT_BRANCH: 'release/1.2', BARO_GIT_COMMIT_SHA: 'f00' },
    });
    expect(info).toMatchObject({ gitBranch: 'release/1.2', gitCommitSha: 'f00' });
  });

  test('works against the real git (or without it)', () => {
    const info = readBuildInfo({ env: {} });
    expect(info.gitCommitSha).toMatch(/^(?:[0-9a-f]{40}|unknown)$/);
  });
});

describe('buildInfoPlugin', () => {
  const info = { builtAt: '2026-11-21T05:05:00.000Z', gitBranch: 'main', gitCommitSha: 'abc123' };

  test('defines __BUILD_INFO__ for the bundle', () => {
    const plugin = buildInfoPlugin(info);
    const config = (plugin.config as () => { define: Record<string, string> })();
    expect(JSON.parse(config.define.__BUILD_INFO__ ?? '')).toEqual(info);
  });

  test('emits /version.json', () => {
    const plugin = buildInfoPlugin(info);
    const emitFile = vi.fn();
    (plugin.generateBundle as (this: unknown) => void).call({ emitFile });
    expect(emitFile).toHaveBeenCalledExactlyOnceWith({
      type: 'asset',
      fileName: VERSION_FILE,
      source: expect.any(String),
    });
    expect(JSON.parse(emitFile.mock.calls[0]?.[0].source)).toEqual(info);
    expect(VERSION_FILE).toBe('version.json');
  });
});

describe('logBuildInfo', () => {
  test('is unknown outside a build', () => {
    expect(buildInfo).toEqual(UNKNOWN_BUILD_INFO);
  });

  test('prints the build info once', () => {
    const log = vi.fn();
    const info = { builtAt: '2026-11-21T05:05:00.000Z', gitBranch: 'main', gitCommitSha: 'abc123' };
    logBuildInfo(info, log);
    logBuildInfo(info, log);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toContain('main@abc123');
    expect(log.mock.calls[0]).toContainEqual(info);
  });
});

describe('buildRelease', () => {
  test('is the commit the bundle was built from, and nothing when it is not known', () => {
    expect(buildRelease({ builtAt: 'x', gitBranch: 'main', gitCommitSha: 'abc123' })).toBe('abc123');
    expect(buildRelease(UNKNOWN_BUILD_INFO)).toBeUndefined();
  });
});
