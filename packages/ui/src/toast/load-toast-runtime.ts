type ToastRuntime = typeof import('./toast-runtime.tsx');

let loading: Promise<ToastRuntime> | undefined;
let loaded: ToastRuntime | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the toast chunk (sonner and the card) once; BaroToaster mounts the container when it is
 * there. notify calls it with the first toast; an app or a test may call it earlier
 * (`preloadToasts`). A failed load is tried again by the next toast.
 */
export function loadToastRuntime(): Promise<ToastRuntime> {
  loading ??= import('./toast-runtime.tsx').then(
    (runtime) => {
      loaded = runtime;
      for (const listener of listeners) listener();
      return runtime;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The toast chunk once it has loaded (then toasts show synchronously, as before it was lazy). */
export const loadedToastRuntime = (): ToastRuntime | undefined => loaded;

/** True once anything asked for toasts: until then there is nothing to dismiss. */
export const toastsRequested = (): boolean => loading !== undefined;

export function subscribeToToastRuntime(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
