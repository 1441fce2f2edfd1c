import { useDocumentTitle } from '@baro/client';
import { LocationPicker } from '@baro/ui';
import { Container } from '@mantine/core';
import { useNavigate } from 'react-router';
import { quotePrefillQuery } from '../../features/forwarding-quote/quote-search.ts';
import { LandingHero } from '../../features/landing/components/LandingHero.tsx';
import { QuoteEntryForm } from '../../features/landing/components/QuoteEntryForm.tsx';
import { ServiceCards } from '../../features/landing/components/ServiceCards.tsx';
import { ServiceStatus } from '../../features/service-status/ServiceStatus.tsx';
import { hrefs, paths } from '../../paths.ts';
import '../../features/landing/landing.css';

/** `/`: what Baro does, the quote entry and the service status. */
export function Component() {
  useDocumentTitle(null);
  const navigate = useNavigate();
  return (
    <Container size="lg">
      <LandingHero
        quoteForm={
          <QuoteEntryForm
            LocationField={LocationPicker}
            onSubmit={(entry) =>
              navigate(
                hrefs.forwardingQuote(
                  quotePrefillQuery({
                    freightType: entry.freightType,
                    pol: entry.origin,
                    pod: entry.destination,
                    cargoReadyDate: entry.readyDate,
                    run: true,
                  }),
                ),
              )
            }
          />
        }
        status={<ServiceStatus />}
        fulfillmentHref={paths.fulfillment}
      />
      <ServiceCards
        links={{ forwarding: '#quote', fulfillment: paths.fulfillment, support: paths.support }}
      />
    </Container>
  );
}
