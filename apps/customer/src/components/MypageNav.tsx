import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths.ts';

export type MypageSection = 'account' | 'bids' | 'shipments' | 'fulfillment';

const SECTIONS: readonly { section: MypageSection; href: string }[] = [
  { section: 'account', href: paths.mypage },
  { section: 'bids', href: paths.mypageBids },
  { section: 'shipments', href: paths.mypageShipments },
  { section: 'fulfillment', href: paths.mypageFulfillment },
];

/** The my page's sections (account and team, bids, shipments, fulfillment) as links; the current one is marked. */
export function MypageNav({ current }: { current: MypageSection }) {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('bids.nav.label')} gap={6} wrap="wrap">
      {SECTIONS.map(({ section, href }) => (
        <Button
          key={section}
          component={Link}
          to={href}
          size="xs"
          radius="xl"
          variant={section === current ? 'filled' : 'default'}
          aria-current={section === current ? 'page' : undefined}
        >
          {t(`bids.nav.${section}`)}
        </Button>
      ))}
    </Group>
  );
}
