import { Container } from '@mantine/core';
import { LandingHero } from '../../features/landing/components/LandingHero.tsx';
import { QuoteEntryForm } from '../../features/landing/components/QuoteEntryForm.tsx';
import { ServiceCards } from '../../features/landing/components/ServiceCards.tsx';
import { ServiceStatus } from '../../features/service-status/ServiceStatus.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../paths.ts';
import '../../features/landing/landing.css';

/** `/`: what Baro does, the quote entry and the service status. */
export function Component() {
  useDocumentTitle(null);
  return (
    <Container size="lg">
      <LandingHero
        quoteForm={<QuoteEntryForm />}
        status={<ServiceStatus />}
        fulfillmentHref={paths.fulfillment}
      />
      <ServiceCards
        links={{ forwarding: '#quote', fulfillment: paths.fulfillment, support: paths.support }}
      />
    </Container>
  );
}
