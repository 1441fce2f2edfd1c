import { TOAST } from '@baro/core';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { ToastCard, type ToastTone } from './ToastCard.tsx';

export interface NotifyOptions {
  tone?: ToastTone;
  title?: ReactNode;
  /** @default TOAST.durationMs (5000) */
  durationMs?: number;
  /** Reuse an id to replace a toast instead of stacking another one. */
  id?: string | number;
}

/**
 * Shows a toast in the BaroToaster (rendered by BaroProvider). Returns its id for dismissToast.
 * The card is custom so the 50 px swipe rule and the Mantine look apply to every toast.
 */
export function notify(message: ReactNode, { tone = 'info', title, durationMs, id }: NotifyOptions = {}) {
  return toast.custom(
    (toastId) => (
      <ToastCard tone={tone} title={title} message={message} onDismiss={() => toast.dismiss(toastId)} />
    ),
    { duration: durationMs ?? TOAST.durationMs, ...(id === undefined ? {} : { id }) },
  );
}

export const notifySuccess = (message: ReactNode, options?: Omit<NotifyOptions, 'tone'>) =>
  notify(message, { ...options, tone: 'success' });

export const notifyError = (message: ReactNode, options?: Omit<NotifyOptions, 'tone'>) =>
  notify(message, { ...options, tone: 'error' });

/** Dismisses one toast, or all of them without an id. */
export function dismissToast(id?: string | number): void {
  toast.dismiss(id);
}
