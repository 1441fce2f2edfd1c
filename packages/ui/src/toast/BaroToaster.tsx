import { useSyncExternalStore } from 'react';
import { loadedToastRuntime, subscribeToToastRuntime } from './load-toast-runtime.ts';

/**
 * The one toast container (BaroProvider renders it). It renders nothing until the first toast
 * (or preloadToasts) has loaded the toast chunk, so sonner and the card are not on the first page
 * (ADR 0016); sonner then shows the toasts made while it loaded.
 */
export function BaroToaster() {
  const runtime = useSyncExternalStore(subscribeToToastRuntime, loadedToastRuntime, () => undefined);
  return runtime ? <runtime.ToasterView /> : null;
}
