import { Link } from 'react-router';
import type { RenderLink } from '../shell/nav-link.tsx';

/**
 * `@baro/ui`'s links (header, footer, navigation) through React Router: no page load inside the
 * app, and paths relative to the app's basename (`/bids` is `/partner/bids` in the partner app).
 */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
