import { useNavigation } from 'react-router';

/**
 * Drives the thin top loading bar (SPEC §2): `active` from the moment a route change starts
 * (loaders, lazy route modules, form submissions) until it finishes or fails. Needs a data
 * router (`createBrowserRouter` + `<RouterProvider>`); the shell passes `active` to the
 * loading-bar component of @baro/ui.
 */
export function useRouteLoadingBar(): { readonly active: boolean } {
  const navigation = useNavigation();
  return { active: navigation.state !== 'idle' };
}
