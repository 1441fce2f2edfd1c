import type { Language } from '@baro/core';
import { Button, EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { AlertIcon } from '../icons/AlertIcon.tsx';
import { STATE_LABELS, type StateLabels } from './state-labels.ts';

export interface ErrorStateProps {
  /** What went wrong, in words the user can act on. */
  message: ReactNode;
  title?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retrying?: boolean;
  headingOrder?: 2 | 3 | 4;
  language?: Language;
  labels?: Partial<StateLabels>;
}

/** Shown when loading a screen's data failed; announced at once (`role="alert"`). */
export function ErrorState({
  message,
  title,
  onRetry,
  retrying = false,
  headingOrder = 2,
  language,
  labels,
}: ErrorStateProps) {
  const text = useUiLabels(STATE_LABELS, language, labels);
  return (
    <MantineEmptyState className="baro-state" role="alert" icon={<AlertIcon />} variant="light" color="red">
      <MantineEmptyState.Title order={headingOrder}>{title ?? text.errorTitle}</MantineEmptyState.Title>
      <MantineEmptyState.Description>{message}</MantineEmptyState.Description>
      {onRetry ? (
        <MantineEmptyState.Actions>
          <Button variant="light" onClick={onRetry} loading={retrying}>
            {text.retry}
          </Button>
        </MantineEmptyState.Actions>
      ) : null}
    </MantineEmptyState>
  );
}
