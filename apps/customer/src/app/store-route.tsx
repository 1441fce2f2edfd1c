import { Provider as ReduxProvider } from 'react-redux';
import { Outlet } from 'react-router';
import { takeServerState } from '../store/server-state.ts';
import { createAppStore } from '../store/store.ts';

/**
 * One store for the life of the page, made when the first page that needs it loads, with the
 * state the server rendered the page with (SPEC §4: only the support detail entry is taken over).
 */
const serverState = takeServerState();
const store = createAppStore(serverState ? { serverState } : {});

/**
 * The layout route around every page but the start and not-found pages: it provides the
 * request-state store (SPEC §3, ADR 0006). Being a lazy route, Redux, Immer and the slices load
 * alongside the first such page instead of with the shell (ADR 0016).
 */
export function Component() {
  return (
    <ReduxProvider store={store}>
      <Outlet />
    </ReduxProvider>
  );
}
