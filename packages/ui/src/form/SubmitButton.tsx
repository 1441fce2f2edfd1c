import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  children: ReactNode;
  /** While true the button shows a spinner, cannot be pressed again, and reports `aria-busy`. */
  loading?: boolean;
  onClick?: () => void;
  form?: string;
}

/** The submit button of a form; a pending request blocks a second submit. */
export function SubmitButton({ loading = false, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" loading={loading} aria-busy={loading || undefined} {...props}>
      {children}
    </Button>
  );
}
