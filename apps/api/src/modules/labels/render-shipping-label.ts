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
