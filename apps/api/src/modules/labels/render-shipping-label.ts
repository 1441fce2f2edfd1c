import {
  type LabelDpi,
  type LabelFormat,
  type ShippingLabel,
  shippingLabelSchema,
  zplJobProblem,
} from '@baro/core';
import { PDF_CONTENT_TYPE, PNG_CONTENT_TYPE } from '../documents/documents.api.ts';
import { shippingLabelLayout } from './label-layout.ts';
import { renderSvgToPng } from './rasterize.ts';
import { renderLabelPdf } from './render-label-pdf.ts';
import { labelSvg } from './render-label-svg.ts';
import { renderLabelZpl } from './render-label-zpl.ts';

export const ZPL_CONTENT_TYPE = 'application/zpl; charset=us-ascii';

export interface RenderedLabel {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

/**
 * One parcel's label from the one layout: `pdf` (any printer), `zpl` (thermal
 * printers at `dpi`, Hangul as graphics) or `png` (a preview at `dpi` of the same layout,
 * anti-aliased for screens). `pdf` is a 4×6 in page.
 */
export async function renderShippingLabel(
  label: ShippingLabel,
  format: LabelFormat,
  dpi: LabelDpi = 203,
): Promise<RenderedLabel> {
  const checked = shippingLabelSchema.parse(label);
  const layout = shippingLabelLayout(checked);
  const baseName = `label_${checked.parcelCompany}_${checked.invoiceNo}`;
  switch (format) {
    case 'pdf':
      return {
        bytes: await renderLabelPdf(layout, `${checked.orderReference} ${checked.invoiceNo}`),
        contentType: PDF_CONTENT_TYPE,
        fileName: `${baseName}.pdf`,
      };
    case 'png':
      return {
        bytes: renderSvgToPng(labelSvg(layout, { dpi })),
        contentType: PNG_CONTENT_TYPE,
        fileName: `${baseName}.png`,
      };
    case 'zpl': {
      const zpl = renderLabelZpl(layout, dpi);
      // Our own output must pass the same guard the printers apply to jobs from browsers.
      if (zplJobProblem(zpl)) throw new Error('rendered ZPL failed the job guard');
      return {
        bytes: Buffer.from(zpl, 'ascii'),
        contentType: ZPL_CONTENT_TYPE,
        fileName: `${baseName}_${dpi}dpi.zpl`,
      };
    }
  }
}

/**
 * Several parcels' labels (an order's boxes) as one PDF, a 4×6 in page per label in the given
 * order: for a packing PC without a print agent, one file to print for all the boxes.
 */
export async function renderShippingLabelsPdf(
  labels: readonly ShippingLabel[],
  fileName: string,
): Promise<RenderedLabel> {
  const checked = labels.map((label) => shippingLabelSchema.parse(label));
  const first = checked[0];
  if (!first) throw new Error('a label PDF needs a label');
  return {
    bytes: await renderLabelPdf(
      checked.map((label) => shippingLabelLayout(label)),
      `${first.orderReference} ${checked.map((label) => label.invoiceNo).join(' ')}`,
    ),
    contentType: PDF_CONTENT_TYPE,
    fileName,
  };
}
