import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Links under the card (e.g. "아직 회원이 아니신가요? 회원가입"). */
  footer?: ReactNode;
  /** Sign-up needs more room than login. */
  size?: 'sm' | 'md';
}

/** The centred card the account screens sit in; its title is the page's `<h1>`. */
export function AuthCard({ title, subtitle, children, footer, size = 'sm' }: AuthCardProps) {
  return (
    <Container size={size === 'sm' ? 440 : 560} py={{ base: 'lg', xs: 48 }} px={{ base: 'md', xs: 'lg' }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', xs: 32 }} shadow="xs">
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" mt={6}>
                {subtitle}
              </Text>
            ) : null}
          </div>
          {children}
        </Stack>
      </Paper>
      {footer ? (
        <Stack gap={6} align="center" mt="lg">
          {footer}
        </Stack>
      ) : null}
    </Container>
  );
}
