/** The part of a pino (Fastify) logger background work reports failures to. */
interface ErrorLogger {
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * Work a request starts but does not wait for, so that its answer takes the same time whatever
 * the work finds (a password reset for an address with or without an account). Failures are
 * logged, never thrown. `drain` waits for what is running: the app waits on close, tests wait
 * before they look at the result.
 */
export class BackgroundWork {
  readonly #running = new Set<Promise<void>>();
  #logger: ErrorLogger | undefined;

  /** Where failures are logged (the app's logger, once it exists). */
  useLogger(logger: ErrorLogger): void {
    this.#logger ??= logger;
  }

  #held: Promise<void> | undefined;

  run(name: string, work: () => Promise<unknown>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.#held)
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => this.#logger?.error({ err: error, work: name }, 'background work failed'),
      )
      .finally(() => this.#running.delete(task));
    this.#running.add(task);
  }

  /**
   * Holds every task until the returned function is called: tests use it to prove that a request
   * answered before its background work did anything.
   */
  hold(): () => void {
    let release = () => {};
    this.#held = new Promise<void>((resolve) => {
      release = () => {
        this.#held = undefined;
        resolve();
      };
    });
    return release;
  }

  async drain(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running]);
  }
}
