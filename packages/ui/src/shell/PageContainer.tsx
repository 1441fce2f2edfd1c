import { Container, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './main-content.ts';

export interface PageContainerProps {
  children?: ReactNode;
  /** The page's `<h1>`. */
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons beside the title (e.g. "새 입고 요청"). */
  actions?: ReactNode;
  /** Content width. @default 'lg' */
  size?: MantineSize | number;
  /** `main` (one per page, the skip link's target) or `div` for a nested section. @default 'main' */
  component?: 'main' | 'div';
  id?: string;
}

/** A page's content area: centred, padded, with an optional title row. */
export function PageContainer({
  children,
  title,
  description,
  actions,
  size = 'lg',
  component = 'main',
  id = component === 'main' ? MAIN_CONTENT_ID : undefined,
}: PageContainerProps) {
  const Root = component;
  return (
    // tabIndex -1: the skip link can move focus here without adding a Tab stop.
    <Root id={id} tabIndex={component === 'main' ? -1 : undefined} className="baro-page">
      <Container size={size} className="baro-page__inner">
        {title || actions ? (
          <div className="baro-page__head">
            <div>
              {title ? <h1 className="baro-page__title">{title}</h1> : null}
              {description ? <p className="baro-page__description">{description}</p> : null}
            </div>
            {actions ? <div className="baro-page__actions">{actions}</div> : null}
          </div>
        ) : null}
        {children}
      </Container>
    </Root>
  );
}
