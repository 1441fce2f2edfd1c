import type { Migration } from 'kysely/migration';
import * as appMeta from './0001-app-meta.ts';
import * as accounts from './0002-accounts.ts';
import * as outboxDelivery from './0003-outbox-delivery.ts';
import * as files from './0004-files.ts';
import * as forwarding from './0005-forwarding.ts';
import * as bidIdempotency from './0006-bid-idempotency.ts';
import * as hardening from './0007-hardening.ts';
import * as speed from './0008-speed.ts';
import * as changeNotifications from './0009-change-notifications.ts';
import * as fulfillmentCatalog from './0010-fulfillment-catalog.ts';
import * as shippingOrders from './0011-shipping-orders.ts';
import * as inbound from './0014-inbound.ts';
import * as returns from './0015-returns.ts';
import * as carriers from './0020-carriers.ts';
import * as webhooks from './0021-webhooks.ts';
import * as warehouseCarrier from './0022-warehouse-carrier.ts';
import * as admin from './0030-admin.ts';
import * as holidays from './0031-holidays.ts';
import * as supportContent from './0040-support-content.ts';
import * as waves from './0041-waves.ts';
import * as commandIdempotency from './0042-command-idempotency.ts';
import * as quoteChargeCodes from './0043-quote-charge-codes.ts';
import * as partnerMailPreferences from './0044-partner-mail-preferences.ts';
import * as requestedServices from './0045-requested-services.ts';
import * as bidNumbers from './0046-bid-numbers.ts';
import * as parcelBoxes from './0047-parcel-boxes.ts';
import * as handovers from './0048-handovers.ts';
import * as quoteDigests from './0050-quote-digests.ts';
import * as returnedToSender from './0053-returned-to-sender.ts';
import * as stockCounts from './0055-stock-counts.ts';
import * as movementHistory from './0056-movement-history.ts';
import * as kitWithdrawal from './0057-kit-withdrawal.ts';
import * as locationStates from './0059-location-states.ts';
import * as returnPhotos from './0060-return-photos.ts';
import * as parcelContents from './0066-parcel-contents.ts';
import * as rateChargeCodes from './0068-rate-charge-codes.ts';

// Listed by hand rather than read from the folder so the set is fixed at build time and the
// order never depends on the file system. Names sort in the order they must run.
export const migrations: Record<string, Migration> = {
  '0001-app-meta': appMeta,
  '0002-accounts': accounts,
  '0003-outbox-delivery': outboxDelivery,
  '0004-files': files,
  '0005-forwarding': forwarding,
  '0006-bid-idempotency': bidIdempotency,
  '0007-hardening': hardening,
  '0008-speed': speed,
  '0009-change-notifications': changeNotifications,
  '0010-fulfillment-catalog': fulfillmentCatalog,
  '0011-shipping-orders': shippingOrders,
  '0014-inbound': inbound,
  '0015-returns': returns,
  '0020-carriers': carriers,
  '0021-webhooks': webhooks,
  '0022-warehouse-carrier': warehouseCarrier,
  '0030-admin': admin,
  '0031-holidays': holidays,
  '0040-support-content': supportContent,
  '0041-waves': waves,
  '0042-command-idempotency': commandIdempotency,
  '0043-quote-charge-codes': quoteChargeCodes,
  '0044-partner-mail-preferences': partnerMailPreferences,
  '0045-requested-services': requestedServices,
  '0046-bid-numbers': bidNumbers,
  '0047-parcel-boxes': parcelBoxes,
  '0048-handovers': handovers,
  '0050-quote-digests': quoteDigests,
  '0053-returned-to-sender': returnedToSender,
  '0055-stock-counts': stockCounts,
  '0056-movement-history': movementHistory,
  '0057-kit-withdrawal': kitWithdrawal,
  '0059-location-states': locationStates,
  '0060-return-photos': returnPhotos,
  '0066-parcel-contents': parcelContents,
  '0068-rate-charge-codes': rateChargeCodes,
};
