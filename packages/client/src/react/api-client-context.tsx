import { createContext, type ReactNode, use } from 'react';
import type { ApiClient } from '../api/create-api-client.ts';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/**
 * The app's API client for the kit's own requests (the pickers' reference data, the signed-in
 * user): an app provides its one client once, through `AppKitProvider`, and tests provide theirs.
 */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The API client of the nearest ApiClientProvider. */
export function useApiClient(): ApiClient {
  const client = use(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> (AppKitProvider gives one).');
  return client;
}
