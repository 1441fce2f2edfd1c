import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';

export type PlainButtonVariant = 'filled' | 'light' | 'default';

export type PlainButtonProps<C extends ElementType = 'button'> = {
  /** What to render: a `<button>` by default, `'a'`, or a router link component. */
  component?: C;
  /** Mantine Button's look of the same name. @default 'filled' */
  variant?: PlainButtonVariant;
  /** Mantine Button's sizes of the same name. @default 'sm' */
  size?: 'xs' | 'sm';
  className?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<C>, 'component' | 'variant' | 'size' | 'className' | 'children'>;

/**
 * A button (or a link that looks like one) with Mantine Button's look in plain markup and CSS
 * (`.baro-plain-button` in styles.css, on the theme's variables). For what every first page
 * renders — the header's account links, the error and not-found pages: Mantine's Button brings its
 * Loader and Transition along, a few kilobytes a first page does not need (ADR 0016). Everywhere
 * else, use Mantine's Button.
 */
export function PlainButton<C extends ElementType = 'button'>({
  component,
  variant = 'filled',
  size = 'sm',
  className,
  children,
  ...rest
}: PlainButtonProps<C>) {
  const Component: ElementType = component ?? 'button';
  return (
    <Component
      {...(Component === 'button' ? { type: 'button' } : {})}
      {...rest}
      className={className ? `baro-plain-button ${className}` : 'baro-plain-button'}
      data-variant={variant}
      data-size={size}
    >
      {children}
    </Component>
  );
}
