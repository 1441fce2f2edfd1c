import { Notification } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { SwipeToDismiss } from './SwipeToDismiss.tsx';
import { TOAST_LABELS } from './toast-labels.ts';

export type ToastTone = 'info' | 'success' | 'error';

const TONE_COLOR: Readonly<Record<ToastTone, string>> = Object.freeze({
  info: 'baro',
  success: 'teal',
  error: 'red',
});

export interface ToastCardProps {
  tone: ToastTone;
  message: ReactNode;
  title?: ReactNode;
  onDismiss: () => void;
}

/** The look of every Baro toast: a Mantine notification that can be swiped or closed away. */
export function ToastCard({ tone, message, title, onDismiss }: ToastCardProps) {
  const text = useUiLabels(TOAST_LABELS);
  return (
    <SwipeToDismiss onDismiss={onDismiss}>
      <Notification
        className="baro-toast"
        data-tone={tone}
        color={TONE_COLOR[tone]}
        title={title}
        withBorder
        closeButtonProps={{ 'aria-label': text.close }}
        onClose={onDismiss}
      >
        {message}
      </Notification>
    </SwipeToDismiss>
  );
}
