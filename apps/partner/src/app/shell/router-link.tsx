import type { RenderLink } from '@baro/ui';
import { Link } from 'react-router';

/** @baro/ui's links through React Router (paths relative to the /partner basename). */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
