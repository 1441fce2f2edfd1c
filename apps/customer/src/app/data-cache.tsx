import { createQueryClient } from '@baro/client';
import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';

let client: QueryClient | undefined;

/** The page's one data cache (SPEC §9), made when the first part that needs it loads. */
export function appQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

/**
 * Provides the data cache to what it wraps. The cache and TanStack Query load with the pages and
 * the member's account area, not with the shell (ADR 0016): the lazy parts that need it wrap
 * themselves in this, and they all share {@link appQueryClient}. A cache provided further out (a
 * test's own, through AppProviders) is used as it is.
 */
export function DataCache({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
