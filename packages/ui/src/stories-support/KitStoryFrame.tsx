import { ApiClientProvider, createQueryClient } from '@baro/client';
import { createFakeApiClient, type FakeHandlers } from '@baro/client/fake-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

export interface KitStoryFrameProps {
  /** The stand-in server the kit's requests go to. */
  handlers?: FakeHandlers;
  /** The address the story starts at (lists keep their tab and page there). */
  path?: string;
  children: ReactNode;
}

// The story's current content, read by the route's element so that changed args re-render it.
const StoryContent = createContext<ReactNode>(null);
const Content = () => <>{use(StoryContent)}</>;

/**
 * What a story of a component that fetches or routes needs, as an app gives it: a fresh data
 * cache, an API client over a stand-in server (no network, so Storybook stays offline), and a
 * memory router.
 */
export function KitStoryFrame({ handlers = {}, path = '/', children }: KitStoryFrameProps) {
  const [setup] = useState(() => ({
    queryClient: createQueryClient(),
    api: createFakeApiClient(handlers),
    router: createMemoryRouter([{ path: '*', element: <Content /> }], { initialEntries: [path] }),
  }));
  return (
    <QueryClientProvider client={setup.queryClient}>
      <ApiClientProvider client={setup.api.client}>
        <StoryContent value={children}>
          <RouterProvider router={setup.router} />
        </StoryContent>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
