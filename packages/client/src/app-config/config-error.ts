/** One wrong setting: which one, and what is wrong with it. */
export interface ConfigProblem {
  /** The setting a person has to fix: `appName`, `BARO_ENV` or a `BARO_API_BASE_*` variable. */
  readonly setting: string;
  readonly message: string;
}

/**
 * A build or a deployment that cannot work as configured (SPEC §8: an invalid app name or a
 * missing API base). Thrown once, at start, listing every problem so one fix-and-retry is enough.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  /** The first setting that is wrong; `problems` lists all of them. */
  readonly setting: string;
  readonly problems: readonly ConfigProblem[];

  constructor(problems: readonly ConfigProblem[]) {
    const messages = problems.map((problem) => problem.message);
    super(
      messages.length === 1
        ? `Invalid app configuration: ${messages[0]}`
        : `Invalid app configuration:\n${messages.map((message) => `- ${message}`).join('\n')}`,
    );
    this.setting = problems[0]?.setting ?? '';
    this.problems = problems;
  }
}
