import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BoxIcon, HeadsetIcon, ShipIcon } from './service-icons.tsx';

export interface ServiceCardsProps {
  /** Where each card leads (the route map decides; the quote form for forwarding). */
  links: { readonly forwarding: string; readonly fulfillment: string; readonly support: string };
}

const SERVICES = [
  { key: 'forwarding', Icon: ShipIcon },
  { key: 'fulfillment', Icon: BoxIcon },
  { key: 'support', Icon: HeadsetIcon },
] as const;

/** The three things a visitor comes for, each with one way in. */
export function ServiceCards({ links }: ServiceCardsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="landing-services">
      <Title order={2} id={headingId} mb="lg">
        {t('landing.services.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="ul" className="landing-services__list">
        {SERVICES.map(({ key, Icon }) => {
          const titleId = `${headingId}-${key}`;
          const href = links[key];
          return (
            <Card component="li" key={key} withBorder radius="lg" padding="xl" className="service-card">
              <Icon />
              <Title order={3} id={titleId} size="h4" mt="md" mb={6}>
                {t(`landing.services.${key}.title`)}
              </Title>
              <Text c="dimmed" size="sm">
                {t(`landing.services.${key}.description`)}
              </Text>
              <ul className="service-card__points">
                <li>{t(`landing.services.${key}.point1`)}</li>
                <li>{t(`landing.services.${key}.point2`)}</li>
                <li>{t(`landing.services.${key}.point3`)}</li>
              </ul>
              {href.startsWith('#') ? (
                <Anchor href={href} fw={700} aria-describedby={titleId} mt="auto">
                  {t(`landing.services.${key}.link`)} <span aria-hidden="true">→</span>
                </Anchor>
              ) : (
                <Anchor component={Link} to={href} fw={700} aria-describedby={titleId} mt="auto">
                  {t(`landing.services.${key}.link`)} <span aria-hidden="true">→</span>
                </Anchor>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
