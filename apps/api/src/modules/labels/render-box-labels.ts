import { type BoxLabel, boxLabelLayout } from './box-label-layout.ts';
import { renderLabelPdf } from './render-label-pdf.ts';

/** Every box label of an inbound as one PDF, a 4×6 in page per box. */
export function renderBoxLabelsPdf(labels: readonly BoxLabel[], title: string): Promise<Uint8Array> {
  return renderLabelPdf(labels.map(boxLabelLayout), title);
}
