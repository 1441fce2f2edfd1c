import { formatDateTime } from '@baro/core';
import type { PdfDocument } from './render-pdf.ts';

/**
 * The header of a paper the warehouse floor works from (pick lists, handover manifests): the
 * warehouse named under the company, the document's number, when it was printed (Seoul), and its
 * barcode so a scanner opens the same document on screen.
 */
export function floorDocumentHeader(input: {
  labels: { company: string; title: string; number: string; printedAt: string };
  warehouse: { name: string; code: string };
  number: string;
  barcode: Uint8Array;
  now: Date;
  lang: 'ko' | 'en';
}): PdfDocument['header'] {
  return {
    companyName: input.labels.company,
    companyLines: [`${input.warehouse.name} (${input.warehouse.code})`],
    title: input.labels.title,
    documentNumber: { label: input.labels.number, value: input.number },
    issueDate: { label: input.labels.printedAt, value: formatDateTime(input.now, input.lang) },
    image: { png: input.barcode, width: 150 },
  };
}
