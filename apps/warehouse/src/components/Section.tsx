import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled, bordered part of a detail page (order, inbound, return), named by its title for assistive tech. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
