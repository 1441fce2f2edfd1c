import { Outlet } from 'react-router';
import { DataCache } from './data-cache.tsx';

/**
 * The layout route around every page but the not-found page: it provides the data cache. Being a
 * lazy route, TanStack Query loads alongside the first page instead of with the shell (ADR 0016).
 */
export function Component() {
  return (
    <DataCache>
      <Outlet />
    </DataCache>
  );
}
