import type { RenderLink } from '@baro/ui';
import { Link } from 'react-router';

/** @baro/ui's links through React Router: no page load inside the app. */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
