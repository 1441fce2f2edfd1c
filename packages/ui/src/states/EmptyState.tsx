import { EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { InboxIcon } from '../icons/InboxIcon.tsx';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative; defaults to an empty tray. */
  icon?: ReactNode;
  /** e.g. a button that creates the first item. */
  action?: ReactNode;
  /** Heading level of the title within the page. @default 2 */
  headingOrder?: 2 | 3 | 4;
}

/** Shown instead of a list or table that has nothing in it yet. */
export function EmptyState({ title, description, icon, action, headingOrder = 2 }: EmptyStateProps) {
  return (
    <MantineEmptyState className="baro-state" icon={icon ?? <InboxIcon />} withIndicatorBackground>
      <MantineEmptyState.Title order={headingOrder}>{title}</MantineEmptyState.Title>
      {description ? <MantineEmptyState.Description>{description}</MantineEmptyState.Description> : null}
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
