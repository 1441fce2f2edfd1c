import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface LandingHeroProps {
  /** The quote entry form, beside the headline on wide screens and under it on phones. */
  quoteForm: ReactNode;
  /** The service status line. */
  status?: ReactNode;
  fulfillmentHref: string;
}

/** What Baro does, in one headline, with the quote entry right there. */
export function LandingHero({ quoteForm, status, fulfillmentHref }: LandingHeroProps) {
  const { t } = useTranslation();
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <div className="landing-hero__copy">
        <Stack gap="md">
          <Text c="baro.6" fw={700}>
            {t('landing.eyebrow')}
          </Text>
          <Title order={1} id="landing-title" className="landing-hero__title">
            {t('landing.titleLead')} <span className="landing-hero__accent">{t('landing.titleAccent')}</span>
          </Title>
          <Text size="lg" c="dimmed" className="landing-hero__lead">
            {t('landing.lead')}
          </Text>
          <Group gap="sm">
            <Button component={Link} to={fulfillmentHref} variant="default" size="md">
              {t('landing.fulfillmentCta')}
            </Button>
          </Group>
          {status}
        </Stack>
      </div>
      <div className="landing-hero__form">{quoteForm}</div>
    </section>
  );
}
