import { paths } from './paths.ts';

/**
 * The pages of the fulfillment area under /mypage/fulfillment (SPEC §2 names only the prefixes):
 * `segments` are what the area's own route table matches (relative to the prefix), `fulfillmentPaths`
 * the addresses screens link to. Kept out of paths.ts so that the first page's bundle carries none of
 * them (ADR 0016): only the area's chunk and its pages import this module.
 */
export const segments = {
  skus: 'skus',
  skuNew: 'skus/new',
  sku: 'skus/:skuId',
  skuEdit: 'skus/:skuId/edit',
  kits: 'kits',
  kitNew: 'kits/new',
  kit: 'kits/:groupSkuId',
  kitEdit: 'kits/:groupSkuId/edit',
  inventory: 'inventory',
  inbounds: 'inbound',
  inboundNew: 'inbound/new',
  inbound: 'inbound/:id',
  orders: 'orders',
  orderNew: 'orders/new',
  orderUpload: 'orders/upload',
  order: 'orders/:id',
  returns: 'returns',
  /** `?orderId=`: a return of one shipped order. */
  returnNew: 'returns/new',
  return: 'returns/:id',
} as const;

type Segment = keyof typeof segments;

const under = <K extends Segment>(key: K) =>
  `${paths.mypageFulfillment}/${segments[key]}` as `${typeof paths.mypageFulfillment}/${(typeof segments)[K]}`;

export const fulfillmentPaths = {
  home: paths.mypageFulfillment,
  skus: under('skus'),
  skuNew: under('skuNew'),
  kits: under('kits'),
  kitNew: under('kitNew'),
  inventory: under('inventory'),
  inbounds: under('inbounds'),
  inboundNew: under('inboundNew'),
  orders: under('orders'),
  orderNew: under('orderNew'),
  orderUpload: under('orderUpload'),
  returns: under('returns'),
  returnNew: under('returnNew'),
} as const;

const one = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** Addresses with an id in them. */
export const fulfillmentHrefs = {
  /** `/mypage/fulfillment/skus/<skuId>`: one SKU with its stock and movements. */
  sku: (skuId: string): string => one(fulfillmentPaths.skus, skuId),
  /** `/mypage/fulfillment/skus/<skuId>/edit`. */
  skuEdit: (skuId: string): string => `${one(fulfillmentPaths.skus, skuId)}/edit`,
  /** `/mypage/fulfillment/kits/<groupSkuId>`: one kit with its components' stock. */
  kit: (groupSkuId: string): string => one(fulfillmentPaths.kits, groupSkuId),
  /** `/mypage/fulfillment/kits/<groupSkuId>/edit`. */
  kitEdit: (groupSkuId: string): string => `${one(fulfillmentPaths.kits, groupSkuId)}/edit`,
  /** `/mypage/fulfillment/inbound/<id>`. */
  inbound: (id: string): string => one(fulfillmentPaths.inbounds, id),
  /** `/mypage/fulfillment/orders/<id>`. */
  order: (id: string): string => one(fulfillmentPaths.orders, id),
  /** `/mypage/fulfillment/returns/<id>`. */
  return: (id: string): string => one(fulfillmentPaths.returns, id),
  /** `/mypage/fulfillment/returns/new?orderId=<id>`: a return of one shipped order. */
  returnNew: (orderId: string): string => `${fulfillmentPaths.returnNew}?${new URLSearchParams({ orderId })}`,
} as const;
