import { FulfillmentIntro } from '../../features/fulfillment/components/FulfillmentIntro.tsx';

/** `/fulfillment`: the service, its prices, and the team's application (anyone may read; members apply). */
export function Component() {
  return <FulfillmentIntro />;
}
