import { TOAST } from '@baro/core';
import type { ReactNode } from 'react';
import { loadedToastRuntime, loadToastRuntime, toastsRequested } from './load-toast-runtime.ts';
import type { ToastTone } from './ToastCard.tsx';
import type { ToastSpec } from './toast-runtime.tsx';

export interface NotifyOptions {
  tone?: ToastTone;
  title?: ReactNode;
  /** @default TOAST.durationMs (5000) */
  durationMs?: number;
  /** Reuse an id to replace a toast instead of stacking another one. */
  id?: string | number;
}

let lastId = 0;

/**
 * Shows a toast in the BaroToaster (rendered by BaroProvider). Returns its id for dismissToast.
 * The card is custom so the 50 px swipe rule and the Mantine look apply to every toast. The first
 * toast loads the toast chunk and appears when it is there; later ones appear at once.
 */
export function notify(message: ReactNode, { tone = 'info', title, durationMs, id }: NotifyOptions = {}) {
  const toastId = id ?? `baro-toast-${++lastId}`;
  const spec: ToastSpec = { tone, title, message, durationMs: durationMs ?? TOAST.durationMs };
  const runtime = loadedToastRuntime();
  if (runtime) runtime.showToast(toastId, spec);
  else void loadToastRuntime().then((loaded) => loaded.showToast(toastId, spec));
  return toastId;
}

export const notifySuccess = (message: ReactNode, options?: Omit<NotifyOptions, 'tone'>) =>
  notify(message, { ...options, tone: 'success' });

export const notifyError = (message: ReactNode, options?: Omit<NotifyOptions, 'tone'>) =>
  notify(message, { ...options, tone: 'error' });

/** Dismisses one toast, or all of them without an id. */
export function dismissToast(id?: string | number): void {
  const runtime = loadedToastRuntime();
  if (runtime) runtime.dismiss(id);
  // After the toasts still loading, which were made before this call.
  else if (toastsRequested()) void loadToastRuntime().then((loaded) => loaded.dismiss(id));
}

/**
 * Loads the toast chunk ahead of the first toast, e.g. in a test that then works with fake
 * timers, or an app that wants its first toast without the wait.
 */
export async function preloadToasts(): Promise<void> {
  await loadToastRuntime();
}
