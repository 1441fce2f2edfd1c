// The starting prices the service page shows (KRW, before VAT). The contract a team signs after
// approval sets its own; these are what a visitor compares before applying.

export const FULFILLMENT_PRICES = [
  { item: 'storage', unit: 'storageUnit', amount: 30_000 },
  { item: 'inbound', unit: 'inboundUnit', amount: 500 },
  { item: 'outbound', unit: 'outboundUnit', amount: 1_200 },
  { item: 'extraItem', unit: 'extraItemUnit', amount: 200 },
  { item: 'parcel', unit: 'parcelUnit', amount: 2_700 },
  { item: 'returns', unit: 'returnsUnit', amount: 2_000 },
] as const;
