/** One attempt's abort signal: the caller's signal and a timer, whichever fires first. */
export interface RequestTimeout {
  readonly signal: AbortSignal;
  /** True once the timer, not the caller, aborted the attempt. */
  timedOut(): boolean;
  /** Stops the timer and lets go of the caller's signal; call when the attempt is over. */
  dispose(): void;
}

/**
 * Starts the timeout of one attempt (SPEC §7). Built by hand rather than with
 * `AbortSignal.any`/`AbortSignal.timeout` so that it works in the older Safari versions Korean
 * customers still use, and so that tests can drive it with fake timers.
 */
export function startRequestTimeout(timeoutMs: number, callerSignal?: AbortSignal): RequestTimeout {
  const controller = new AbortController();
  let timedOut = false;

  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(callerSignal?.reason);

  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
