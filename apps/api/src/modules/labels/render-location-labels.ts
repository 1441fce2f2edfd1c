import { type LocationLabel, locationLabelLayout } from './location-label-layout.ts';
import { renderLabelPdf } from './render-label-pdf.ts';

/** Location labels as one PDF, a 4×6 in page per location. */
export function renderLocationLabelsPdf(
  labels: readonly LocationLabel[],
  title: string,
): Promise<Uint8Array> {
  return renderLabelPdf(labels.map(locationLabelLayout), title);
}
