/** What Escape may call on an overlay. Read at key time, so the latest handlers always win. */
export interface OverlayHandlers {
  /** Closes the overlay. */
  onClose: () => void;
  /**
   * Set while something nested in the overlay (a dropdown, a picker, an inline editor) is open:
   * Escape then closes that instead of the overlay (SPEC §2). Unset it when the nested part closes.
   */
  onSubClose?: (() => void) | undefined;
}

/** A live view of an overlay's handlers; the hook keeps `current` up to date on every render. */
export interface OverlayHandlersRef {
  readonly current: OverlayHandlers;
}

export interface OverlayEntry {
  /** Identifies the registration; the same object is passed to `close`. */
  readonly handlers: OverlayHandlersRef;
  /** Modal overlays make the page behind them inert and lock its scroll. */
  readonly modal: boolean;
}

export interface OverlayStack {
  /** Puts an overlay on top of the stack (open order), or moves it there if already registered. */
  open(handlers: OverlayHandlersRef, options?: { modal?: boolean }): void;
  /** Removes an overlay wherever it sits; unknown handlers are ignored. */
  close(handlers: OverlayHandlersRef): void;
  /** The overlay opened last and still open. */
  top(): OverlayEntry | undefined;
  /** Bottom to top. A new array only when the stack changes, as useSyncExternalStore needs. */
  entries(): readonly OverlayEntry[];
  subscribe(listener: () => void): () => void;
}

/** A stack of open overlays in the order they were opened. Framework-free so it is easy to test. */
export function createOverlayStack(): OverlayStack {
  let entries: readonly OverlayEntry[] = [];
  const listeners = new Set<() => void>();

  const replace = (next: readonly OverlayEntry[]) => {
    entries = Object.freeze(next);
    for (const listener of listeners) listener();
  };

  return {
    open(handlers, options) {
      const others = entries.filter((entry) => entry.handlers !== handlers);
      replace([...others, { handlers, modal: options?.modal ?? false }]);
    },
    close(handlers) {
      if (!entries.some((entry) => entry.handlers === handlers)) return;
      replace(entries.filter((entry) => entry.handlers !== handlers));
    },
    top: () => entries.at(-1),
    entries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
