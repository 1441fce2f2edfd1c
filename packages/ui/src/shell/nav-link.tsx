import type { ReactNode } from 'react';

/** A navigation entry; `current` marks the page the user is on (`aria-current="page"`). */
export interface NavItem {
  href: string;
  label: ReactNode;
  current?: boolean;
}

export interface RenderLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page';
  onClick?: () => void;
}

/**
 * Renders a link. The app passes one that uses its router (e.g. React Router's `<Link to>`), so
 * the UI package stays router-free; the default is a plain anchor (full page load).
 */
export type RenderLink = (props: RenderLinkProps) => ReactNode;

export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;
