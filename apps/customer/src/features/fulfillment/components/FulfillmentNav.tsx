import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { isPathWithin } from '../../../paths.ts';

const SECTIONS = [
  { key: 'dashboard', href: fulfillmentPaths.home },
  { key: 'skus', href: fulfillmentPaths.skus },
  { key: 'kits', href: fulfillmentPaths.kits },
  { key: 'inventory', href: fulfillmentPaths.inventory },
  { key: 'inbound', href: fulfillmentPaths.inbounds },
  { key: 'orders', href: fulfillmentPaths.orders },
  { key: 'returns', href: fulfillmentPaths.returns },
] as const;

/** The fulfillment area's sections as links; the current one is marked. */
export function FulfillmentNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const currentOf = (href: string) =>
    href === (fulfillmentPaths.home as string) ? pathname === href : isPathWithin(pathname, href);
  return (
    <Group component="nav" aria-label={t('fulfillment.nav.label')} gap={6} wrap="wrap">
      {SECTIONS.map(({ key, href }) => {
        const current = currentOf(href);
        return (
          <Button
            key={key}
            component={Link}
            to={href}
            size="compact-sm"
            variant={current ? 'light' : 'subtle'}
            aria-current={current ? 'page' : undefined}
          >
            {t(`fulfillment.nav.${key}`)}
          </Button>
        );
      })}
    </Group>
  );
}
