// The fulfillment service's example tariff: the one set of numbers the /fulfillment page publishes
// (KRW, before VAT). SPEC and the issue set no prices; these are Baro's published example, not a
// contract — an approved team's own tariff is agreed after approval. Anything that shows or quotes
// fulfillment prices takes them from here, so the page and a quote can never disagree. What each
// line is charged for (per box, per order…) is the app's words, keyed by `item`.

export const FULFILLMENT_TARIFF_ITEMS = [
  'storage',
  'inbound',
  'outbound',
  'extraItem',
  'parcel',
  'returns',
] as const;
export type FulfillmentTariffItem = (typeof FULFILLMENT_TARIFF_ITEMS)[number];

export interface FulfillmentTariffLine {
  readonly item: FulfillmentTariffItem;
  /** The starting price in won, before VAT. */
  readonly amountKrw: number;
}

export const FULFILLMENT_EXAMPLE_TARIFF = Object.freeze({
  /** The day these example prices were published (a Seoul date). */
  publishedOn: '2026-11-01',
  vatIncluded: false,
  lines: Object.freeze([
    { item: 'storage', amountKrw: 30_000 },
    { item: 'inbound', amountKrw: 500 },
    { item: 'outbound', amountKrw: 1_200 },
    { item: 'extraItem', amountKrw: 200 },
    { item: 'parcel', amountKrw: 2_700 },
    { item: 'returns', amountKrw: 2_000 },
  ] satisfies readonly FulfillmentTariffLine[]),
});
