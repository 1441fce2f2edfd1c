// What the labels module offers other modules (packing, reprints, returns, inbound, locations): a
// parcel's shipping label from the one layout, as PDF, ZPL (203/300 dpi) or PNG; box and location
// labels as PDF.

export { type BoxLabel, boxCode } from './box-label-layout.ts';
export { groupInvoiceNo } from './label-layout.ts';
export type { LocationLabel } from './location-label-layout.ts';
export { renderBoxLabelsPdf } from './render-box-labels.ts';
export { renderLocationLabelsPdf } from './render-location-labels.ts';
export {
  type RenderedLabel,
  renderShippingLabel,
  renderShippingLabelsPdf,
  ZPL_CONTENT_TYPE,
} from './render-shipping-label.ts';
