// Everything that shows toasts — sonner, the Mantine notification card, the container — in one
// chunk that loads with the first toast (or preloadToasts), not with every app's first page.
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { ToastCard, type ToastTone } from './ToastCard.tsx';

export { ToasterView } from './ToasterView.tsx';

export interface ToastSpec {
  tone: ToastTone;
  message: ReactNode;
  title?: ReactNode;
  durationMs: number;
}

export function showToast(id: string | number, { tone, message, title, durationMs }: ToastSpec): void {
  toast.custom(
    (toastId) => (
      <ToastCard tone={tone} title={title} message={message} onDismiss={() => toast.dismiss(toastId)} />
    ),
    { duration: durationMs, id },
  );
}

export function dismiss(id?: string | number): void {
  toast.dismiss(id);
}
